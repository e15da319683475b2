import { ValidationError } from '../../../lib/errors';
import { hashPassword } from '../../../lib/auth/password';
import { InputCheck } from '../../../lib/validation';
import { checkEmail, checkPassword } from '../common/credential-input';
import type { IdentityDeps } from '../common/deps';
import { identityEvent, PASSWORD_RESET_REQUESTED } from '../common/events';
import { hashToken, isLinkToken, issueToken, linkEventData } from '../common/link-tokens';
import { tenantMails } from '../common/mail-limits';
import { normaliseEmail } from '../common/user-store';
import { sessionsEnded } from '../sessions/session-rules';
import { redeemReset, storeResetRequest } from './reset-store';

/** How long a reset link works. */
const RESET_TTL_MS = 3600 * 1000;

/**
 * Asks for a reset link (public, POST /auth/v1/password-reset). The answer is the address as
 * given, normalised, whatever happens: it never says whether the address has an account, and
 * both cases do the same work (reset-store.ts, storeResetRequest). E-mail addresses are unique
 * on the platform (docs/conventions.md), so an address names at most one account and gets at
 * most one link, for that account's tenant, and at most `passwordResetsPerHour` links in any
 * hour: past that the request answers the same and mails nothing (common/mail-limits.ts).
 */
export async function requestPasswordReset(
  deps: IdentityDeps,
  input: { email: string },
): Promise<{ email: string }> {
  checkEmail(new InputCheck(), input.email).done();
  const email = normaliseEmail(input.email);
  const now = deps.clock.now();
  const issued = issueToken(now, RESET_TTL_MS);
  const link = { tokenHash: issued.tokenHash, expiresAt: issued.expiresAt };
  await storeResetRequest(
    deps.prisma,
    email,
    link,
    (user) =>
      identityEvent(
        PASSWORD_RESET_REQUESTED,
        user.tenantId,
        { ...linkEventData(user, issued), name: user.name },
        { requestId: deps.requestId, subject: user.id },
      ),
    (tenant) => [
      { key: `password-resets:${email}`, limit: deps.mailLimits.passwordResetsPerHour },
      ...(tenant ? [tenantMails(deps.mailLimits, tenant, now)] : []),
    ],
    now,
  );
  return { email };
}

const REFUSALS = {
  unknown: 'is not a valid password reset token',
  used: 'has already been used',
  expired: 'has expired; ask for a new password reset e-mail',
} as const;

/**
 * Sets a new password with a reset link's token (public: the token is the credential) and ends
 * every session of the user. The e-mail's verification is left as it was.
 */
export async function resetPassword(
  deps: IdentityDeps,
  input: { token: string; newPassword: string },
): Promise<true> {
  const check = new InputCheck().when(!isLinkToken(input.token), 'token', REFUSALS.unknown);
  checkPassword(check, 'newPassword', input.newPassword).done();
  const now = deps.clock.now();
  const outcome = await redeemReset(
    deps.prisma,
    hashToken(input.token),
    await hashPassword(input.newPassword),
    now,
    (user) => sessionsEnded(deps.requestId, user, 'password_reset', now),
  );
  if (outcome.kind !== 'reset') throw ValidationError.field('token', REFUSALS[outcome.kind]);
  return true;
}
