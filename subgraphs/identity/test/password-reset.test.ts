import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { TEST_PASSWORD } from '../../../test/accounts';
import { call, ok, restData, restError } from '../../../test/answers';
import type { HttpAnswer, Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { PASSWORD_RESET_REQUESTED } from '../common/events';
import { latestToken, outboxRows, withRequestId } from './events-helpers';
import { addUser } from './wallets-helpers';

const { p, t } = platformFixture();

const NEW_PASSWORD = 'a-brand-new-secret';
const REQUEST = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { email } }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }`;

const requestReset = (email: unknown, headers: Record<string, string> = {}) =>
  p.rest('POST', '/auth/v1/password-reset', { body: { email }, headers });
const confirm = (body: Record<string, unknown>) =>
  p.rest('POST', '/auth/v1/password-reset/confirm', { body });
const login = (email: string, password: string) =>
  p.rest('POST', '/auth/v1/login', { body: { email, password } });
const refresh = (refreshToken: string) =>
  p.rest('POST', '/auth/v1/refresh', { body: { refreshToken } });
const resetRows = () => p.prisma.accountToken.count({ where: { purpose: 'password_reset' } });

/** What a client can compare of two answers: everything but the ids of the request itself. */
function comparable(answer: HttpAnswer) {
  const { request_id: _r, trace_id: _t, ...meta } = answer.body.meta;
  return { status: answer.status, data: answer.body.data, error: answer.body.error, meta };
}

/** A user's newest reset link token, read from the outbox as the mail sender gets it. */
async function resetLink(user: Session): Promise<string> {
  restData(await requestReset(user.email), 202);
  return latestToken(p, user.userId, PASSWORD_RESET_REQUESTED);
}

/** A 400 on `token` with this problem, over REST and GraphQL alike. */
async function expectRefused(token: string, problem: string) {
  const error = restError(
    await confirm({ token, newPassword: NEW_PASSWORD }),
    400,
    'VALIDATION_FAILED',
  );
  expect(error.details).toEqual([{ field: 'token', problem }]);
  expect(await call(p, '', RESET, { input: { token, newPassword: NEW_PASSWORD } })).toMatchObject({
    code: 'VALIDATION_FAILED',
    status: 400,
    details: [{ field: 'token', problem }],
  });
}

describe('asking for a reset', () => {
  it('answers a known and an unknown address alike, and both write one link row; only the known one gets an event', async () => {
    const member = await addUser(p, t.admin);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    const before = await resetRows();
    const { requestId, headers } = withRequestId();
    const known = await requestReset(`  ${member.email.toUpperCase()} `, headers);
    const missing = await requestReset(unknown);
    expect(restData(known, 202)).toEqual({ email: member.email });
    expect(restData(missing, 202)).toEqual({ email: unknown });
    expect({ ...comparable(known), data: null }).toEqual({ ...comparable(missing), data: null });
    expect(await resetRows()).toBe(before + 2);

    const [row] = await outboxRows(p, PASSWORD_RESET_REQUESTED, member.userId);
    const data = row.data as { token: string; expiresAt: string };
    expect(row).toMatchObject({ service: 'identity', tenantId: t.tenantId, requestId });
    expect(data).toEqual({
      userId: member.userId,
      email: member.email,
      name: 'user',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
    const lifetime = Date.parse(data.expiresAt) - row.time.getTime();
    expect(Math.abs(lifetime - 3600_000)).toBeLessThan(60_000);
    // The link is stored hashed: the token itself is nowhere in the table.
    const hash = createHash('sha256').update(data.token).digest('hex');
    const link = await p.prisma.accountToken.findUnique({ where: { tokenHash: hash } });
    expect(link).toMatchObject({ purpose: 'password_reset', userId: member.userId, usedAt: null });
    expect(await p.prisma.accountToken.count({ where: { tokenHash: data.token } })).toBe(0);
    expect(
      await p.prisma.outboxEvent.count({ where: { data: { path: ['email'], equals: unknown } } }),
    ).toBe(0);
  });

  it('answers alike over GraphQL, without a token', async () => {
    const member = await addUser(p, t.admin);
    expect(await ok(p, '', REQUEST, { input: { email: member.email } })).toEqual({
      email: member.email,
    });
    expect(await ok(p, '', REQUEST, { input: { email: 'ghost@example.test' } })).toEqual({
      email: 'ghost@example.test',
    });
  });

  it('refuses a missing or malformed address with 400, whether or not it could exist', async () => {
    for (const email of ['', 'not-an-address', `${'x'.repeat(250)}@example.test`])
      expect(restError(await requestReset(email), 400, 'VALIDATION_FAILED').details).toEqual([
        expect.objectContaining({ field: 'email' }),
      ]);
    restError(
      await p.rest('POST', '/auth/v1/password-reset', { body: {} }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('confirming a reset', () => {
  it('sets the new password once, ends every session, and leaves the e-mail unverified', async () => {
    const member = await addUser(p, t.admin);
    const secondSession = restData(await login(member.email, TEST_PASSWORD));
    const token = await resetLink(member);
    expect((await confirm({ token, newPassword: NEW_PASSWORD })).status).toBe(204);
    // Their access tokens end with them, right away (docs/conventions.md, "Ending a session").
    for (const old of [member.token, secondSession.accessToken])
      restError(await p.rest('GET', '/auth/v1/me', { token: old }), 401, 'UNAUTHENTICATED');

    restError(await login(member.email, TEST_PASSWORD), 401, 'UNAUTHENTICATED');
    expect(restData(await login(member.email, NEW_PASSWORD)).accessToken).toEqual(
      expect.any(String),
    );
    for (const old of [member.refreshToken!, secondSession.refreshToken])
      restError(await refresh(old), 401, 'UNAUTHENTICATED');
    expect(
      await p.prisma.user.findUnique({
        where: { id: member.userId },
        select: { emailVerifiedAt: true },
      }),
    ).toEqual({ emailVerifiedAt: null });

    await expectRefused(token, 'has already been used');
  });

  it('works as the GraphQL mutation', async () => {
    const member = await addUser(p, t.admin);
    const token = await resetLink(member);
    expect(await ok(p, '', RESET, { input: { token, newPassword: NEW_PASSWORD } })).toBe(true);
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link, an unknown or malformed token, and changes nothing', async () => {
    const member = await addUser(p, t.admin);
    const token = await resetLink(member);
    await p.prisma.accountToken.updateMany({
      where: { userId: member.userId, purpose: 'password_reset' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expectRefused(token, 'has expired; ask for a new password reset e-mail');
    await expectRefused(
      randomBytes(32).toString('base64url'),
      'is not a valid password reset token',
    );
    for (const bad of ['', 'short', `${token}x`])
      await expectRefused(bad, 'is not a valid password reset token');
    expect((await login(member.email, TEST_PASSWORD)).status).toBe(200);
    expect((await refresh(member.refreshToken!)).status).toBe(200);
  });

  it('checks the password as register does, every problem at once, before using the link', async () => {
    const member = await addUser(p, t.admin);
    const token = await resetLink(member);
    const weak = restError(
      await confirm({ token, newPassword: 'short' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(weak.details).toEqual([
      { field: 'newPassword', problem: 'must be at least 8 characters' },
    ]);
    const both = restError(
      await confirm({ token: 'x', newPassword: '' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(both.details.map((d: { field: string }) => d.field)).toEqual(['token', 'newPassword']);
    restError(await confirm({ token }), 400, 'VALIDATION_FAILED');
    // The link still works.
    expect((await confirm({ token, newPassword: NEW_PASSWORD })).status).toBe(204);
  });

  it("resets a user of another tenant through that tenant's link, and only that user", async () => {
    const other = await p.newTenant();
    const token = await resetLink(other.user);
    const [row] = await outboxRows(p, PASSWORD_RESET_REQUESTED, other.user.userId);
    expect(row.tenantId).toBe(other.tenantId);
    expect((await confirm({ token, newPassword: NEW_PASSWORD })).status).toBe(204);
    expect((await login(other.user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(t.user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('does not take a verification link as a reset link', async () => {
    const member = await addUser(p, t.admin);
    await expectRefused(await latestToken(p, member.userId), 'is not a valid password reset token');
  });
});
