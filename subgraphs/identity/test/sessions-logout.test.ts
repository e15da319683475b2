import { TEST_PASSWORD } from '../../../test/accounts';
import { call, ok, restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { addUser, systemToken } from './wallets-helpers';

const { p, t } = platformFixture();

const NEW_PASSWORD = 'another-long-secret';
const TOKENS = 'accessToken refreshToken expiresIn tokenType';
const LOGOUT = 'mutation($input: LogoutInput!) { logout(input: $input) }';
const CHANGE = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ${TOKENS} } }`;

const login = (email: string, password: string) =>
  p.rest('POST', '/auth/v1/login', { body: { email, password } });
const refresh = (refreshToken: string) =>
  p.rest('POST', '/auth/v1/refresh', { body: { refreshToken } });
const logout = (body: Record<string, unknown>) => p.rest('POST', '/auth/v1/logout', { body });
const change = (token: string, body: Record<string, unknown>) =>
  p.rest('POST', '/auth/v1/me/password', { token, body });

describe('logout', () => {
  it("revokes the token's whole family and no other session; logging out again is 204 too", async () => {
    const member = await addUser(p, t.admin);
    const other = restData(await login(member.email, TEST_PASSWORD));
    const rotated = restData(await refresh(member.refreshToken!));
    // Logging out with the spent token of a family still ends the family.
    expect((await logout({ refreshToken: member.refreshToken })).status).toBe(204);
    restError(await refresh(rotated.refreshToken), 401, 'UNAUTHENTICATED');
    expect((await logout({ refreshToken: rotated.refreshToken })).status).toBe(204);
    expect(restData(await refresh(other.refreshToken)).refreshToken).toEqual(expect.any(String));
  });

  it('works as the GraphQL mutation, without a token', async () => {
    const session = restData(await login(t.organizer.email, TEST_PASSWORD));
    expect(await ok(p, '', LOGOUT, { input: { refreshToken: session.refreshToken } })).toBe(true);
    restError(await refresh(session.refreshToken), 401, 'UNAUTHENTICATED');
  });

  it('refuses what is not a refresh token of the platform with 400 on refreshToken', async () => {
    for (const refreshToken of ['', 'not-a-token', t.user.token]) {
      const error = restError(await logout({ refreshToken }), 400, 'VALIDATION_FAILED');
      expect(error.details).toEqual([
        { field: 'refreshToken', problem: 'is not a valid refresh token' },
      ]);
    }
    restError(await logout({}), 400, 'VALIDATION_FAILED');
    expect(await call(p, '', LOGOUT, { input: { refreshToken: 'nope' } })).toMatchObject({
      code: 'VALIDATION_FAILED',
      status: 400,
    });
  });
});

describe('changing a password', () => {
  it('refuses a wrong current password with 400 on currentPassword, changing nothing', async () => {
    const member = await addUser(p, t.admin);
    const error = restError(
      await change(member.token, { currentPassword: 'wrong-password', newPassword: NEW_PASSWORD }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([
      { field: 'currentPassword', problem: 'is not your current password' },
    ]);
    expect((await login(member.email, TEST_PASSWORD)).status).toBe(200);
    expect((await refresh(member.refreshToken!)).status).toBe(200);
  });

  it('sets the new password, ends every other session and answers a new token pair', async () => {
    const member = await addUser(p, t.admin);
    const other = restData(await login(member.email, TEST_PASSWORD));
    const pair = restData(
      await change(member.token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
    );
    expect(pair).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
      tokenType: 'Bearer',
    });
    restError(await login(member.email, TEST_PASSWORD), 401, 'UNAUTHENTICATED');
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
    for (const old of [member.refreshToken!, other.refreshToken])
      restError(await refresh(old), 401, 'UNAUTHENTICATED');
    expect((await refresh(pair.refreshToken)).status).toBe(200);
    expect(restData(await p.rest('GET', '/auth/v1/me', { token: pair.accessToken })).id).toBe(
      member.userId,
    );
  });

  it('works as the GraphQL mutation', async () => {
    const member = await addUser(p, t.admin);
    const pair = await ok(p, member.token, CHANGE, {
      input: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(pair.tokenType).toBe('Bearer');
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('checks the new password as register does, and needs a signed-in user', async () => {
    const member = await addUser(p, t.admin);
    const weak = restError(
      await change(member.token, { currentPassword: TEST_PASSWORD, newPassword: 'short' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(weak.details).toEqual([
      { field: 'newPassword', problem: 'must be at least 8 characters' },
    ]);
    restError(await change(member.token, { newPassword: NEW_PASSWORD }), 400, 'VALIDATION_FAILED');
    restError(
      await p.rest('POST', '/auth/v1/me/password', {
        body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      }),
      401,
      'UNAUTHENTICATED',
    );
    // A system token names no user of the tenant.
    restError(
      await change(systemToken(t.tenantId), {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      }),
      404,
      'NOT_FOUND',
    );
    expect((await login(member.email, TEST_PASSWORD)).status).toBe(200);
  });
});
