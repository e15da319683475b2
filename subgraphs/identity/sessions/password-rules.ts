import type { Actor } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/auth/password';
import { InputCheck } from '../../../lib/validation';
import { checkPassword } from '../common/credential-input';
import type { IdentityDeps } from '../common/deps';
import { requireUser } from '../common/users';
import { replacePassword } from './password-store';
import { issueTokens, type TokenPair } from './session-rules';

/**
 * The signed-in caller changes its password (POST /auth/v1/me/password). A wrong current password
 * is 400 on `currentPassword`, not 401: the caller is authenticated, the field is wrong. Every
 * refresh token of the user is revoked with the change (a stolen session ends with the password
 * it was opened under), and the caller gets a new token pair, so only this device stays signed
 * in; access tokens already issued elsewhere work until they expire (15 minutes at most).
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
  await replacePassword(
    deps.prisma,
    { tenantId: user.tenantId, userId: user.id },
    passwordHash,
    new Date(),
  );
  return issueTokens(deps, { ...user, passwordHash });
}
