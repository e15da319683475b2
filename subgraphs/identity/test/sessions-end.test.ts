import jwt from 'jsonwebtoken';
import { TEST_PASSWORD } from '../../../test/accounts';
import { call, ok, restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import { connect, Recording } from '../../../test/subscriptions/ws-client';
import { waitFor } from '../../../test/wait';
import { addUser, systemToken } from './wallets-helpers';

// docs/conventions.md, "Ending a session": the moves that end a session end its access tokens at
// the gateway at once, not only its refresh tokens.
const { p, t } = platformFixture();

const NEW_PASSWORD = 'another-long-secret';
const SESSIONS = '{ mySessions { id startedAt lastUsedAt expiresAt } }';
const END = 'mutation($id: ID!) { endSession(id: $id) }';
const UPDATED = 'subscription { jobUpdated { id } }';
const ENDED = 'query($since: DateTime!) { endedSessions(since: $since) { id endedAt } }';

const login = async (email: string, password = TEST_PASSWORD) =>
  restData(await p.rest('POST', '/auth/v1/login', { body: { email, password } }));
const me = (token: string) => p.rest('GET', '/auth/v1/me', { token });
const sid = (token: string) => (jwt.decode(token) as { sid: string }).sid;

/** The token is refused on REST and GraphQL, saying the session ended. */
async function expectEnded(token: string): Promise<void> {
  const error = restError(await me(token), 401, 'UNAUTHENTICATED');
  expect(error.message).toBe('This session has ended: sign in again');
  expect(await call(p, token, '{ me { id } }')).toMatchObject({ code: 'UNAUTHENTICATED' });
}

describe('ending a session ends its access tokens', () => {
  let member: Session;
  beforeEach(async () => {
    member = await addUser(p, t.admin);
  });

  it('logout: the session of the refresh token is refused right away, every other session works', async () => {
    const other = await login(member.email);
    const rotated = restData(
      await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: member.refreshToken } }),
    );
    expect(sid(rotated.accessToken)).toBe(sid(member.token));
    expect(restData(await me(member.token)).id).toBe(member.userId);
    const out = await p.rest('POST', '/auth/v1/logout', {
      body: { refreshToken: member.refreshToken },
    });
    expect(out.status).toBe(204);
    await expectEnded(member.token);
    await expectEnded(rotated.accessToken);
    expect(restData(await me(other.accessToken)).id).toBe(member.userId);
    // The GraphQL mutation ends its session as much.
    expect(
      await ok(p, '', 'mutation($i: LogoutInput!) { logout(input: $i) }', {
        i: { refreshToken: other.refreshToken },
      }),
    ).toBe(true);
    await expectEnded(other.accessToken);
  });

  it("a password change made in another session ends this one and the changer's old token", async () => {
    const phone = await login(member.email);
    const pair = restData(
      await p.rest('POST', '/auth/v1/me/password', {
        token: phone.accessToken,
        body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      }),
    );
    await expectEnded(member.token);
    await expectEnded(phone.accessToken);
    expect(restData(await me(pair.accessToken)).id).toBe(member.userId);
    expect(sid(pair.accessToken)).not.toBe(sid(phone.accessToken));
  });

  it("endSession ends one of the caller's sessions; mySessions lists the live ones", async () => {
    const laptop = await login(member.email);
    const listed = await ok(p, laptop.accessToken, SESSIONS);
    expect(listed.map((s: { id: string }) => s.id).sort()).toEqual(
      [sid(member.token), sid(laptop.accessToken)].sort(),
    );
    // Most recently used first: the laptop signed in last.
    expect(listed[0]).toEqual({
      id: sid(laptop.accessToken),
      startedAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    // Another user's session, an unknown id and a malformed one are 404 alike.
    for (const [token, id] of [
      [t.user.token, sid(member.token)],
      [laptop.accessToken, '00000000-0000-4000-8000-000000000000'],
      [laptop.accessToken, 'not-an-id'],
    ])
      expect(await call(p, token, END, { id })).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(restData(await me(member.token)).id).toBe(member.userId);

    expect(await ok(p, laptop.accessToken, END, { id: sid(member.token) })).toBe(true);
    await expectEnded(member.token);
    restError(
      await p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: member.refreshToken } }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await call(p, laptop.accessToken, END, { id: sid(member.token) })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await ok(p, laptop.accessToken, SESSIONS)).map((s: { id: string }) => s.id)).toEqual([
      sid(laptop.accessToken),
    ]);
  });

  it('a refresh token used twice ends its session: the access tokens of the thief and the owner', async () => {
    const refresh = () =>
      p.rest('POST', '/auth/v1/refresh', { body: { refreshToken: member.refreshToken } });
    const stolen = restData(await refresh());
    restError(await refresh(), 401, 'UNAUTHENTICATED');
    // The refusal does not wait for the bus: the end arrives with it.
    await waitFor(async () => (await me(stolen.accessToken)).status === 401, 5000);
    await expectEnded(member.token);
  });

  it('closes an open subscription of the session with 4403', async () => {
    const client = connect(p, member.token);
    const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    const recording = new Recording(client, UPDATED);
    try {
      await connected;
      await p.rest('POST', '/auth/v1/logout', { body: { refreshToken: member.refreshToken } });
      expect(await recording.closeCode()).toBe(4403);
      // A new connection with the token is refused at connection_init.
      const again = connect(p, member.token);
      expect(await new Recording(again, UPDATED).closeCode()).toBe(4403);
      await again.dispose();
    } finally {
      await client.dispose();
    }
  });
});

describe('endedSessions, the list a starting gateway reads', () => {
  it('is for the system role only, at most 20 minutes back, and names the ended sessions', async () => {
    const member = await addUser(p, t.admin);
    const since = new Date(Date.now() - 60_000).toISOString();
    await p.rest('POST', '/auth/v1/logout', { body: { refreshToken: member.refreshToken } });
    const ended = await ok(p, systemToken(t.tenantId), ENDED, { since });
    expect(ended).toContainEqual({ id: sid(member.token), endedAt: expect.any(String) });
    expect(await call(p, t.admin.token, ENDED, { since })).toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
    });
    const old = new Date(Date.now() - 21 * 60_000).toISOString();
    expect(await call(p, systemToken(t.tenantId), ENDED, { since: old })).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'since', problem: expect.stringContaining('within the last 20 minutes') }],
    });
  });
});
