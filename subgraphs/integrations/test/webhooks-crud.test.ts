import { restData, restError } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import { platformFixture } from '../../../test/fixture';
import { SECRET } from './helpers';

const { p, t } = platformFixture();

const BASE = '/integrationhub/v1';
const VALID = {
  url: 'https://hooks.example.test/in',
  events: ['payment.completed', 'team.member_added'],
  secret: SECRET,
};

const create = (token: string, body: unknown = VALID) =>
  p.rest('POST', `${BASE}/webhooks`, { token, body });

describe('registering a webhook endpoint', () => {
  it('answers 201 with the endpoint and its secret, this once', async () => {
    const created = restData(await create(t.organizer.token), 201);
    expect(created).toEqual({
      id: expect.any(String),
      url: VALID.url,
      events: VALID.events,
      secret: SECRET,
      enabled: true,
      consecutiveFailures: 0,
      disabledAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const got = restData(
      await p.rest('GET', `${BASE}/webhooks/${created.id}`, { token: t.admin.token }),
      200,
    );
    expect(got.secret).toBeUndefined();
    const gql = await p.graphql(
      'query($id: ID!) { webhook(id: $id) { id secret } }',
      { id: created.id },
      { token: t.admin.token },
    );
    expect(gql.body.data.webhook).toEqual({ id: created.id, secret: null });
  });

  it('reports every invalid field at once', async () => {
    const error = restError(
      await create(t.admin.token, {
        url: 'http://hooks.example.test',
        events: ['payment.completed', 'nope.event'],
        secret: 'short',
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual(
      expect.arrayContaining([
        { field: 'url', problem: expect.stringContaining('https') },
        { field: 'events[1]', problem: expect.stringContaining('unknown event type') },
        { field: 'secret', problem: 'must be at least 16 characters' },
      ]),
    );
    const missing = restError(await create(t.admin.token, {}), 400, 'VALIDATION_FAILED');
    expect(missing.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'events',
      'secret',
      'url',
    ]);
    restError(await create(t.admin.token, { ...VALID, events: [] }), 400, 'VALIDATION_FAILED');
    restError(
      await create(t.admin.token, { ...VALID, url: 'not a url' }),
      400,
      'VALIDATION_FAILED',
    );
    restError(await create(t.admin.token, { ...VALID, extra: 1 }), 400, 'VALIDATION_FAILED');
  });

  it('accepts http only for localhost and 127.0.0.1 outside production', async () => {
    restData(await create(t.admin.token, { ...VALID, url: 'http://localhost:9999/x' }), 201);
    restData(await create(t.admin.token, { ...VALID, url: 'http://127.0.0.1:9999/x' }), 201);
    restError(
      await create(t.admin.token, { ...VALID, url: 'http://10.0.0.1/x' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('is for organizers and admins only', async () => {
    restError(await create(t.user.token), 403, 'FORBIDDEN');
    restError(await p.rest('GET', `${BASE}/webhooks`, { token: t.user.token }), 403, 'FORBIDDEN');
    restError(await p.rest('GET', `${BASE}/webhooks`), 401, 'UNAUTHENTICATED');
  });
});

describe('managing endpoints', () => {
  it('lists by cursor, newest first', async () => {
    const tenant = await p.newTenant();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        restData(
          await create(tenant.admin.token, { ...VALID, url: `https://h${i}.example.test` }),
          201,
        ).id,
      );
    const first = await p.rest('GET', `${BASE}/webhooks?limit=2`, {
      token: tenant.organizer.token,
    });
    expect(restData(first, 200).map((e: { id: string }) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.page).toEqual({ next_cursor: expect.any(String), has_more: true, limit: 2 });
    const second = await p.rest(
      'GET',
      `${BASE}/webhooks?limit=2&cursor=${first.body.page.next_cursor}`,
      { token: tenant.organizer.token },
    );
    expect(restData(second, 200).map((e: { id: string }) => e.id)).toEqual([ids[0]]);
    expect(second.body.page.has_more).toBe(false);
    restError(
      await p.rest('GET', `${BASE}/webhooks?limit=0`, { token: tenant.admin.token }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('GET', `${BASE}/webhooks?cursor=garbage`, { token: tenant.admin.token }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('patches url, events and enabled; enabling resets the failure count', async () => {
    const id = restData(await create(t.admin.token), 201).id;
    const patched = restData(
      await p.rest('PATCH', `${BASE}/webhooks/${id}`, {
        token: t.organizer.token,
        body: { url: 'https://new.example.test', events: ['booking.confirmed'] },
      }),
      200,
    );
    expect(patched).toMatchObject({
      url: 'https://new.example.test',
      events: ['booking.confirmed'],
      enabled: true,
    });
    const disabled = restData(
      await p.rest('PATCH', `${BASE}/webhooks/${id}`, {
        token: t.admin.token,
        body: { enabled: false },
      }),
      200,
    );
    expect(disabled).toMatchObject({ enabled: false, disabledAt: expect.any(String) });
    await p.prisma.webhookEndpoint.update({ where: { id }, data: { consecutiveFailures: 6 } });
    const enabled = restData(
      await p.rest('PATCH', `${BASE}/webhooks/${id}`, {
        token: t.admin.token,
        body: { enabled: true },
      }),
      200,
    );
    expect(enabled).toMatchObject({ enabled: true, disabledAt: null, consecutiveFailures: 0 });
    restError(
      await p.rest('PATCH', `${BASE}/webhooks/${id}`, {
        token: t.admin.token,
        body: { events: ['x.y'] },
      }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('PATCH', `${BASE}/webhooks/${id}`, {
        token: t.user.token,
        body: { enabled: false },
      }),
      403,
      'FORBIDDEN',
    );
  });

  it('rotates the secret, answering the new one once', async () => {
    const id = restData(await create(t.admin.token), 201).id;
    const rotated = restData(
      await p.rest('POST', `${BASE}/webhooks/${id}/rotate-secret`, { token: t.organizer.token }),
      200,
    );
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect((await p.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id } })).secret).toBe(
      rotated.secret,
    );
  });

  it('deletes with 204, then 404; unknown and malformed ids are 404', async () => {
    const id = restData(await create(t.admin.token), 201).id;
    expect(
      (await p.rest('DELETE', `${BASE}/webhooks/${id}`, { token: t.admin.token })).status,
    ).toBe(204);
    restError(
      await p.rest('GET', `${BASE}/webhooks/${id}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('DELETE', `${BASE}/webhooks/${id}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', `${BASE}/webhooks/not-a-uuid`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', `${BASE}/webhooks/${randomUUID()}/deliveries`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest(
        'POST',
        `${BASE}/webhooks/${randomUUID()}/deliveries/${randomUUID()}/redeliver`,
        { token: t.admin.token },
      ),
      404,
      'NOT_FOUND',
    );
  });

  it("never shows or touches another tenant's endpoints", async () => {
    const other = await p.newTenant();
    const id = restData(await create(other.admin.token), 201).id;
    restError(
      await p.rest('GET', `${BASE}/webhooks/${id}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('PATCH', `${BASE}/webhooks/${id}`, {
        token: t.admin.token,
        body: { enabled: false },
      }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('POST', `${BASE}/webhooks/${id}/rotate-secret`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('DELETE', `${BASE}/webhooks/${id}`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('GET', `${BASE}/webhooks/${id}/deliveries`, { token: t.admin.token }),
      404,
      'NOT_FOUND',
    );
    const mine = restData(
      await p.rest('GET', `${BASE}/webhooks?limit=100`, { token: t.admin.token }),
      200,
    );
    expect(mine.map((e: { id: string }) => e.id)).not.toContain(id);
    expect(
      restData(await p.rest('GET', `${BASE}/webhooks/${id}`, { token: other.admin.token }), 200)
        .enabled,
    ).toBe(true);
  });
});
