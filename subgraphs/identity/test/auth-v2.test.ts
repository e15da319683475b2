import { randomUUID } from 'node:crypto';
import { TEST_PASSWORD } from '../../../test/accounts';
import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { HttpAnswer, Session } from '../../../test/harness';
import { addUser } from './wallets-helpers';

// Authentication v2.5 over the same rows as v1 (docs/api/identity.md, "Versions" and "Sessions"):
// the token pair with refreshExpiresIn, sessions as resources with device and address, people as
// objects, Idempotency-Key on a signed-in caller's POSTs, and v1 marked deprecated.
const { p, t } = platformFixture();

const V1 = '/auth/v1';
const V2 = '/auth/v2';
const key = () => ({ 'idempotency-key': randomUUID() });
/** A v2 answer's data; `t`'s tenant in meta unless the request was anonymous (a login). */
const v2Data = (res: HttpAnswer, status = 200, anonymous = false) => {
  const data = restData(res, status, anonymous ? undefined : t);
  expect(res.body.meta.api_version).toBe('2.5');
  return data;
};
const loginFrom = (who: Session, device: string) =>
  p.rest('POST', `${V2}/login`, {
    body: { email: who.email, password: TEST_PASSWORD },
    // Without TRUSTED_PROXIES a client's own X-Forwarded-For names nobody (gateway/request-client.ts).
    headers: { 'user-agent': device, 'x-forwarded-for': '203.0.113.77' },
  });

interface SessionAnswer {
  id: string;
  startedAt: string;
  lastUsedAt: string;
  expiresAt: string;
  device: string | null;
  address: string | null;
}

describe('authentication v2.5', () => {
  it('answers a login with tokenType Bearer and refreshExpiresIn, without an Idempotency-Key', async () => {
    const member = await addUser(p, t.admin);
    const pair = v2Data(await loginFrom(member, 'v2-test/1.0'), 200, true);
    expect(pair).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
      refreshExpiresIn: 30 * 24 * 60 * 60,
      tokenType: 'Bearer',
    });
    const refreshed = v2Data(
      await p.rest('POST', `${V2}/refresh`, { body: { refreshToken: pair.refreshToken } }),
      200,
      true,
    );
    expect(refreshed.refreshExpiresIn).toBe(pair.refreshExpiresIn);
    // v1's pair is unchanged.
    const v1 = restData(
      await p.rest('POST', `${V1}/login`, {
        body: { email: member.email, password: TEST_PASSWORD },
      }),
    );
    expect(v1.refreshExpiresIn).toBeUndefined();
  });

  it('lists the caller’s sessions with the device and address of their last use, and ends one at once', async () => {
    const member = await addUser(p, t.admin);
    const phone = v2Data(await loginFrom(member, 'PhoneApp/2.1 (iOS 19)'), 200, true);
    const laptop = v2Data(
      await loginFrom(member, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'),
      200,
      true,
    );
    const listed = async (token: string) =>
      v2Data(await p.rest('GET', `${V2}/sessions`, { token })) as SessionAnswer[];

    const sessions = await listed(laptop.accessToken);
    // addUser's own sign-in, the phone and the laptop, most recently used first.
    expect(sessions).toHaveLength(3);
    expect(sessions.slice(0, 2).map((s) => s.device)).toEqual([
      'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      'PhoneApp/2.1 (iOS 19)',
    ]);
    for (const session of sessions.slice(0, 2))
      expect(session.address).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);

    // A refresh is a use: the phone's session comes first, with the refreshing device.
    const phoneId = sessions[1].id;
    v2Data(
      await p.rest('POST', `${V2}/refresh`, {
        body: { refreshToken: phone.refreshToken },
        headers: { 'user-agent': 'PhoneApp/2.2 (iOS 19)' },
      }),
      200,
      true,
    );
    const after = await listed(laptop.accessToken);
    expect(after[0]).toMatchObject({ id: phoneId, device: 'PhoneApp/2.2 (iOS 19)' });
    expect(after[0].startedAt).toBe(sessions[1].startedAt);

    // Ending the laptop's session refuses its access token at once; the phone's goes on.
    const laptopId = after[1].id;
    const ended = await p.rest('DELETE', `${V2}/sessions/${laptopId}`, {
      token: laptop.accessToken,
    });
    expect(ended.status).toBe(204);
    restError(
      await p.rest('GET', `${V2}/me`, { token: laptop.accessToken }),
      401,
      'UNAUTHENTICATED',
    );
    restError(
      await p.rest('POST', `${V2}/refresh`, { body: { refreshToken: laptop.refreshToken } }),
      401,
      'UNAUTHENTICATED',
    );
    const left = await listed(member.token);
    expect(left.map((s) => s.id)).not.toContain(laptopId);

    // An ended, another user's or an unknown session is 404 alike.
    restError(
      await p.rest('DELETE', `${V2}/sessions/${laptopId}`, { token: member.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('DELETE', `${V2}/sessions/${phoneId}`, { token: t.user.token }),
      404,
      'NOT_FOUND',
    );
    restError(
      await p.rest('DELETE', `${V2}/sessions/${randomUUID()}`, { token: member.token }),
      404,
      'NOT_FOUND',
    );
    restError(await p.rest('GET', `${V2}/sessions`, {}), 401, 'UNAUTHENTICATED');
  });

  it('requires an Idempotency-Key on a signed-in POST and answers people as objects', async () => {
    const member = await addUser(p, t.admin);
    const body = { name: `Team ${randomUUID().slice(0, 6)}` };
    const refused = await p.rest('POST', `${V2}/teams`, { token: t.admin.token, body });
    expect(restError(refused, 400, 'VALIDATION_FAILED').details).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key', problem: 'header is required' }),
    ]);
    const team = v2Data(
      await p.rest('POST', `${V2}/teams`, { token: t.admin.token, body, headers: key() }),
      201,
    );
    const admin = { id: t.admin.userId, email: t.admin.email, name: expect.any(String) };
    expect(team.createdBy).toEqual(admin);
    expect(team.members).toEqual([{ user: admin, role: 'owner', addedAt: expect.any(String) }]);

    const added = v2Data(
      await p.rest('POST', `${V2}/teams/${team.id}/members`, {
        token: t.admin.token,
        body: { userId: member.userId },
        headers: key(),
      }),
      201,
    );
    expect(added.members.map((m: { user: { email: string } }) => m.user.email)).toEqual([
      t.admin.email,
      member.email,
    ]);
    // The same team through v1, people as ids.
    const v1 = restData(await p.rest('GET', `${V1}/teams/${team.id}`, { token: t.admin.token }));
    expect(v1.createdBy).toBe(t.admin.userId);
    expect(v1.members.map((m: { userId: string }) => m.userId)).toEqual([
      t.admin.userId,
      member.userId,
    ]);

    const wallet = v2Data(await p.rest('GET', `${V2}/wallet`, { token: member.token }));
    expect(wallet.user).toEqual({ id: member.userId, email: member.email, name: 'user' });
    expect(wallet.userId).toBeUndefined();
    const teamWallet = v2Data(
      await p.rest('GET', `${V2}/teams/${team.id}/wallet`, { token: t.admin.token }),
    );
    expect(teamWallet).toMatchObject({ user: null, teamId: team.id });
  });

  it('marks v1 answers deprecated with authentication v2 as successor, and leaves v2 answers unmarked', async () => {
    const v1 = await p.rest('GET', `${V1}/me`, { token: t.user.token });
    expect(v1.status).toBe(200);
    expect(v1.headers.deprecation).toBe(`@${Date.parse('2026-12-04T00:00:00Z') / 1000}`);
    expect(v1.headers.link).toBe(`<${V2}/me>; rel="successor-version"`);
    const v2 = await p.rest('GET', `${V2}/me`, { token: t.user.token });
    expect(v2Data(v2).id).toBe(t.user.userId);
    expect(v2.headers.deprecation).toBeUndefined();
  });
});
