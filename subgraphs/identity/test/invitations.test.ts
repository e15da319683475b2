import { randomBytes, randomUUID } from 'node:crypto';
import { call, ok, restData, restError } from '../../../test/answers';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { INVITATION_CREATED, PASSWORD_RESET_REQUESTED, USER_VERIFIED } from '../common/events';
import { latestToken, outboxRows, VERIFICATION_REQUESTED, withRequestId } from './events-helpers';

const { p, t } = platformFixture();

const PASSWORD = 'my-chosen-password';
const ACCEPT = `mutation($input: AcceptInvitationInput!) { acceptInvitation(input: $input) { accessToken refreshToken } }`;

const login = (email: string, password: string) =>
  p.rest('POST', '/auth/v1/login', { body: { email, password } });
const accept = (body: Record<string, unknown>) =>
  p.rest('POST', '/auth/v1/invitations/accept', { body });

/** An admin adds a user without a password: the user is invited. */
async function invite(admin: Session, headers: Record<string, string> = {}) {
  const email = `invited-${randomUUID().slice(0, 8)}@example.test`;
  const user = restData(
    await p.rest('POST', '/auth/v1/users', {
      token: admin.token,
      body: { email, name: 'Invited', roles: ['organizer'] },
      headers,
    }),
    201,
  );
  return { ...user, token: await latestToken(p, user.id, INVITATION_CREATED) };
}

/** A 400 on `token` with this problem, over REST and GraphQL alike. */
async function expectRefused(token: string, problem: string) {
  const error = restError(await accept({ token, password: PASSWORD }), 400, 'VALIDATION_FAILED');
  expect(error.details).toEqual([{ field: 'token', problem }]);
  expect(await call(p, '', ACCEPT, { input: { token, password: PASSWORD } })).toMatchObject({
    code: 'VALIDATION_FAILED',
    details: [{ field: 'token', problem }],
  });
}

describe('a user added without a password', () => {
  it('is invited: user.registered and the invitation in its transaction, no verification link', async () => {
    const { requestId, headers } = withRequestId();
    const invited = await invite(t.admin, headers);
    expect(invited).toMatchObject({ roles: ['organizer'], emailVerified: false });
    const [row] = await outboxRows(p, INVITATION_CREATED, invited.id);
    expect(row).toMatchObject({ tenantId: t.tenantId, requestId });
    const data = row.data as { expiresAt: string };
    expect(data).toEqual({
      userId: invited.id,
      email: invited.email,
      name: 'Invited',
      token: invited.token,
      expiresAt: expect.any(String),
      invitedBy: t.admin.userId,
    });
    const lifetime = Date.parse(data.expiresAt) - row.time.getTime();
    expect(Math.abs(lifetime - 7 * 24 * 3600_000)).toBeLessThan(60_000);
    expect(await outboxRows(p, 'user.registered', invited.id)).toHaveLength(1);
    expect(await outboxRows(p, VERIFICATION_REQUESTED, invited.id)).toEqual([]);
    expect(await p.prisma.accountToken.findFirst({ where: { userId: invited.id } })).toMatchObject({
      purpose: 'invitation',
      usedAt: null,
      tenantId: t.tenantId,
    });
  });

  it('cannot log in, answered exactly as a wrong password', async () => {
    const invited = await invite(t.admin);
    const refused = restError(await login(invited.email, PASSWORD), 401, 'UNAUTHENTICATED');
    const wrong = restError(await login(t.user.email, 'not-the-password'), 401, 'UNAUTHENTICATED');
    expect(refused.message).toBe(wrong.message);
  });

  it('accepts once: sets the password, verifies the e-mail, answers a session; a second accept is refused', async () => {
    const invited = await invite(t.admin);
    const pair = restData(await accept({ token: invited.token, password: PASSWORD }));
    expect(pair).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 900,
      tokenType: 'Bearer',
    });
    expect(restData(await p.rest('GET', '/auth/v1/me', { token: pair.accessToken }))).toMatchObject(
      { id: invited.id, emailVerified: true, emailVerifiedAt: expect.any(String) },
    );
    expect(await outboxRows(p, USER_VERIFIED, invited.id)).toHaveLength(1);
    expect((await login(invited.email, PASSWORD)).status).toBe(200);
    await expectRefused(invited.token, 'has already been used');
  });

  it('accepts over GraphQL, without a token', async () => {
    const invited = await invite(t.admin);
    const pair = await ok(p, '', ACCEPT, { input: { token: invited.token, password: PASSWORD } });
    expect(pair.accessToken).toEqual(expect.any(String));
  });

  it('refuses an expired invitation and unknown tokens, and the user still cannot log in', async () => {
    const invited = await invite(t.admin);
    await p.prisma.accountToken.updateMany({
      where: { userId: invited.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expectRefused(
      invited.token,
      'has expired; ask an admin of your organisation for a new invitation',
    );
    await expectRefused(randomBytes(32).toString('base64url'), 'is not a valid invitation token');
    await expectRefused('short', 'is not a valid invitation token');
    restError(await login(invited.email, PASSWORD), 401, 'UNAUTHENTICATED');
  });

  it('checks the password as register does, and every field', async () => {
    const invited = await invite(t.admin);
    const weak = restError(
      await accept({ token: invited.token, password: 'short' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(weak.details).toEqual([{ field: 'password', problem: 'must be at least 8 characters' }]);
    restError(await accept({ token: invited.token }), 400, 'VALIDATION_FAILED');
    restError(await accept({ password: PASSWORD }), 400, 'VALIDATION_FAILED');
    // An empty password given to add-user is a weak password, not an invitation.
    const empty = restError(
      await p.rest('POST', '/auth/v1/users', {
        token: t.admin.token,
        body: { email: `empty-${randomUUID().slice(0, 8)}@example.test`, name: 'E', password: '' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(empty.details).toEqual([expect.objectContaining({ field: 'password' })]);
    expect((await accept({ token: invited.token, password: PASSWORD })).status).toBe(200);
  });

  it("invites into the admin's own tenant; another tenant's invitation signs into that tenant", async () => {
    const other = await p.newTenant();
    const invited = await invite(other.admin);
    expect(invited.tenantId).toBe(other.tenantId);
    const pair = restData(await accept({ token: invited.token, password: PASSWORD }));
    const me = restData(await p.rest('GET', '/auth/v1/me', { token: pair.accessToken }));
    expect(me).toMatchObject({ id: invited.id, tenantId: other.tenantId });
    const read = 'query($id: ID!) { user(id: $id) { id } }';
    expect(await ok(p, t.admin.token, read, { id: invited.id })).toBeNull();
  });

  it('does not take a reset link as an invitation', async () => {
    const invited = await invite(t.admin);
    restData(
      await p.rest('POST', '/auth/v1/password-reset', { body: { email: invited.email } }),
      202,
    );
    const resetToken = await latestToken(p, invited.id, PASSWORD_RESET_REQUESTED);
    await expectRefused(resetToken, 'is not a valid invitation token');
  });
});
