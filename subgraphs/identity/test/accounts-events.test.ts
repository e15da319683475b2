import { call, ok, restData, restError } from '../../../test/answers';
import { createHash, randomUUID } from 'node:crypto';
import { recordBusEvents, type EventRecorder } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { about, outboxRows, VERIFICATION_REQUESTED, withRequestId } from './events-helpers';
import { systemToken } from './wallets-helpers';

let events: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  events = recordBusEvents(p.platform.events, ['user.registered', VERIFICATION_REQUESTED]);
});

const USER = 'id email name roles planTier tenantId emailVerified emailVerifiedAt createdAt';
const ADD_USER = `mutation($input: AddUserInput!) { addUser(input: $input) { ${USER} } }`;
const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
const password = 'long-enough-pw';

/** Nothing about `address` reached the outbox (checked after the relay had time to publish). */
async function expectNothingFor(address: string) {
  expect(await events.settled((e) => (e.data as { email?: string }).email === address)).toEqual([]);
  expect(
    await p.prisma.outboxEvent.count({ where: { data: { path: ['email'], equals: address } } }),
  ).toBe(0);
}

describe('user.registered', () => {
  it('is recorded once on self-serve sign-up, with the request id, in the transaction of the new user', async () => {
    const { requestId, headers } = withRequestId();
    const address = email('founder');
    const data = restData(
      await p.rest('POST', '/auth/v1/register', {
        headers,
        body: { email: address, password, name: ' Founder ', tenantName: 'Acme' },
      }),
      201,
    );
    const user = data.user;
    expect(user).toMatchObject({ email: address, emailVerified: false, emailVerifiedAt: null });

    const [event] = await events.waitFor(about('user.registered', user.id));
    expect(event).toEqual({
      id: expect.any(String),
      type: 'user.registered',
      source: 'urn:platform:user-svc',
      subject: user.id,
      tenantId: data.tenant.id,
      requestId,
      time: expect.any(String),
      data: {
        userId: user.id,
        email: address,
        name: 'Founder',
        roles: ['admin'],
        tenantId: data.tenant.id,
        registeredAt: user.createdAt,
        via: 'self_signup',
      },
    });
    expect(await events.settled(about('user.registered', user.id))).toHaveLength(1);
    const [row] = await outboxRows(p, 'user.registered', user.id);
    expect(row).toMatchObject({
      id: event.id,
      service: 'identity',
      source: 'urn:platform:user-svc',
      tenantId: data.tenant.id,
      requestId,
    });
    expect(row.data).toEqual(event.data);
  });

  it('is recorded when an admin (or the system role) adds a user, with via admin and the given roles', async () => {
    const { requestId, headers } = withRequestId();
    const address = email('staff');
    const added = restData(
      await p.rest('POST', '/auth/v1/users', {
        token: t.admin.token,
        headers,
        body: { email: address, password, name: 'Staff', roles: ['organizer', 'user'] },
      }),
      201,
    );
    const [event] = await events.waitFor(about('user.registered', added.id));
    expect(event).toMatchObject({
      source: 'urn:platform:user-svc',
      subject: added.id,
      tenantId: t.tenantId,
      requestId,
    });
    expect(event.data).toEqual({
      userId: added.id,
      email: address,
      name: 'Staff',
      roles: ['organizer', 'user'],
      tenantId: t.tenantId,
      registeredAt: added.createdAt,
      via: 'admin',
    });

    const bySystem = await ok(p, systemToken(t.tenantId), ADD_USER, {
      input: { email: email('bot'), password, name: 'Bot' },
    });
    const [systemEvent] = await events.waitFor(about('user.registered', bySystem.id));
    expect(systemEvent.data).toMatchObject({ roles: ['user'], via: 'admin', tenantId: t.tenantId });
    expect(await outboxRows(p, 'user.registered', bySystem.id)).toHaveLength(1);
  });

  it('starts e-mail verification in the same transaction: a link whose token only the mail sender gets', async () => {
    const before = Date.now();
    const added = await ok(p, t.admin.token, ADD_USER, {
      input: { email: email('mailbox'), password, name: 'Mailbox' },
    });
    const [requested] = await events.waitFor(about(VERIFICATION_REQUESTED, added.id));
    const data = requested.data as {
      userId: string;
      email: string;
      token: string;
      expiresAt: string;
    };
    expect(requested).toMatchObject({
      tenantId: t.tenantId,
      source: 'urn:platform:identity',
      subject: added.id,
    });
    expect(data).toEqual({
      userId: added.id,
      email: added.email,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
    const lifetime = Date.parse(data.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(48 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(48 * 3600_000 + 60_000);
    const [link] = await p.prisma.emailVerification.findMany({ where: { userId: added.id } });
    expect(link).toMatchObject({
      tenantId: t.tenantId,
      usedAt: null,
      tokenHash: createHash('sha256').update(data.token).digest('hex'),
    });
    expect(link.expiresAt.toISOString()).toBe(data.expiresAt);
  });

  it('records nothing for a refused creation (409, 400, 403, 401)', async () => {
    const duplicate = await p.rest('POST', '/auth/v1/register', {
      body: { email: t.user.email, password, name: 'Again', tenantName: 'Dup' },
    });
    restError(duplicate, 409, 'CONFLICT');
    expect(
      await p.prisma.outboxEvent.count({
        where: { type: 'user.registered', subject: t.user.userId },
      }),
    ).toBe(1);

    const refused = [email('bad'), email('forbidden'), email('anon')];
    restError(
      await p.rest('POST', '/auth/v1/register', {
        body: { email: refused[0], password: 'short', name: 'Bad', tenantName: 'Bad' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(
      await call(p, t.organizer.token, ADD_USER, {
        input: { email: refused[1], password, name: 'No' },
      }),
    ).toMatchObject({ code: 'FORBIDDEN' });
    restError(
      await p.rest('POST', '/auth/v1/users', { body: { email: refused[2], password, name: 'No' } }),
      401,
      'UNAUTHENTICATED',
    );
    for (const address of refused) await expectNothingFor(address);
    expect(await p.prisma.user.count({ where: { email: { in: refused } } })).toBe(0);
  });

  it("carries the owner's tenant: another tenant's users are never announced in this one", async () => {
    const other = await p.newTenant();
    const theirs = await ok(p, other.admin.token, ADD_USER, {
      input: { email: email('theirs'), password, name: 'Theirs' },
    });
    const [event] = await events.waitFor(about('user.registered', theirs.id));
    expect(event.tenantId).toBe(other.tenantId);
    expect((event.data as { tenantId: string }).tenantId).toBe(other.tenantId);
    const ours = events.all
      .filter((e) => e.tenantId === t.tenantId)
      .map((e) => (e.data as { userId: string }).userId);
    expect(ours).not.toContain(theirs.id);
    expect(
      await p.prisma.outboxEvent.count({
        where: {
          tenantId: t.tenantId,
          subject: { in: [other.admin.userId, other.user.userId, theirs.id] },
        },
      }),
    ).toBe(0);
  });
});
