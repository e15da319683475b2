import type { Actor } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/auth/password';
import { InputCheck } from '../../../lib/validation';
import { checkPassword } from '../common/credential-input';
import type { IdentityDeps } from '../common/deps';
import { requireUser } from '../common/users';
import { replacePassword } from './password-store';
import { issueTokens, sessionsEnded, type TokenPair } from './session-rules';

/**
 * The signed-in caller changes its password (POST /auth/v1/me/password). A wrong current password
 * is 400 on `currentPassword`, not 401: the caller is authenticated, the field is wrong. Every
 * session of the user ends with the change (its refresh tokens revoked, its access tokens refused
 * by the gateways at once: a stolen session ends with the password it was opened under), and the
 * caller gets a new token pair in a new session, so only this device stays signed in.
 */
export async function changePassword(
  deps: IdentityDeps,
  actor: Actor,
  input: { currentPassword: string; newPassword: string },
): Promise<TokenPair> {
  const check = new InputCheck().text('currentPassword', input.currentPassword, { required: true });
  checkPassword(check, 'newPassword', input.newPassword).done();
  const user = await requireUser(deps, actor.id);
  const current = user.passwordHash
    ? await verifyPassword(input.currentPassword, user.passwordHash)
    : false;
  if (!current) throw ValidationError.field('currentPassword', 'is not your current password');
  const passwordHash = await hashPassword(input.newPassword);
  const owner = { tenantId: user.tenantId, userId: user.id };
  const now = deps.clock.now();
  await replacePassword(
    deps.prisma,
    owner,
    passwordHash,
    now,
    sessionsEnded(deps.requestId, owner, 'password_changed', now),
  );
  return issueTokens(deps, { ...user, passwordHash });
}
