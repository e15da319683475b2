import { decode } from 'jsonwebtoken';
import { platformFixture } from '../fixture';
import { restData } from '../answers';
import { TEST_PASSWORD } from '../accounts';

const { p, t } = platformFixture();

const WEBHOOKS = '/integrationhub/v1/webhooks';
const ENDPOINT = {
  url: 'https://hooks.example.test/in',
  events: ['payment.completed'],
  secret: 'whsec_0123456789abcdef0123456789abcdef',
};

describe('Idempotency-Key belongs to one caller', () => {
  it("never hands another caller of the tenant the first caller's stored answer", async () => {
    const id = restData(
      await p.rest('POST', WEBHOOKS, { token: t.admin.token, body: ENDPOINT }),
      201,
    ).id;
    const key = { 'idempotency-key': 'rotate-1' };
    const admins = restData(
      await p.rest('POST', `${WEBHOOKS}/${id}/rotate-secret`, {
        token: t.admin.token,
        headers: key,
      }),
      200,
    );
    expect(admins.secret).toMatch(/^whsec_/);

    const withoutKey = await p.rest('POST', `${WEBHOOKS}/${id}/rotate-secret`, {
      token: t.user.token,
    });
    const withKey = await p.rest('POST', `${WEBHOOKS}/${id}/rotate-secret`, {
      token: t.user.token,
      headers: key,
    });
    expect(withoutKey.status).toBeGreaterThanOrEqual(400);
    // The buyer gets the refusal he would get without the key: not the admin's secret.
    expect([withKey.status, withKey.body.error?.code]).toEqual([
      withoutKey.status,
      withoutKey.body.error.code,
    ]);
    expect(JSON.stringify(withKey.body)).not.toContain(admins.secret);
    expect(withKey.headers['idempotent-replayed']).toBeUndefined();

    // The admin's own repeat is still a replay, even with a new token of the same user.
    const login = restData(
      await p.rest('POST', '/auth/v1/login', {
        body: { email: t.admin.email, password: TEST_PASSWORD },
      }),
    );
    const again = await p.rest('POST', `${WEBHOOKS}/${id}/rotate-secret`, {
      token: login.accessToken,
      headers: key,
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.secret).toBe(admins.secret);
  });

  it('keeps the same key of two callers apart on /graphql too', async () => {
    const mutation =
      'mutation($input: CreateListingInput!) { createListing(input: $input) { id sellerId } }';
    const input = {
      title: 'Same key, two sellers',
      category: 'spotlight',
      priceMin: 10,
      priceMax: 20,
      currency: 'EUR',
    };
    const headers = { 'idempotency-key': 'listing-1' };
    const mine = await p.graphql(mutation, { input }, { token: t.organizer.token, headers });
    const theirs = await p.graphql(mutation, { input }, { token: t.admin.token, headers });
    expect(mine.body.data.createListing.sellerId).toBe(t.organizer.userId);
    expect(theirs.body.data.createListing.sellerId).toBe(t.admin.userId);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('never stores or replays an anonymous request: each login with one key gets its own tokens', async () => {
    const key = { 'idempotency-key': 'login-1' };
    const first = restData(
      await p.rest('POST', '/auth/v1/login', {
        body: { email: t.admin.email, password: TEST_PASSWORD },
        headers: key,
      }),
    );
    const second = await p.rest('POST', '/auth/v1/login', {
      body: { email: t.user.email, password: TEST_PASSWORD },
      headers: key,
    });
    const secondTokens = restData(second);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect((decode(first.accessToken) as { sub: string }).sub).toBe(t.admin.userId);
    expect((decode(secondTokens.accessToken) as { sub: string }).sub).toBe(t.user.userId);

    // Even the same body again is answered afresh (new tokens), not replayed.
    const repeat = await p.rest('POST', '/auth/v1/login', {
      body: { email: t.admin.email, password: TEST_PASSWORD },
      headers: key,
    });
    expect(repeat.headers['idempotent-replayed']).toBeUndefined();
    expect(restData(repeat).refreshToken).not.toBe(first.refreshToken);
    expect(await p.prisma.idempotencyKey.count({ where: { key: 'login-1' } })).toBe(0);
  });
});
