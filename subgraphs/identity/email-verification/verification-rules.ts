import type { Actor } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { IdentityDeps } from '../common/deps';
import { mailLimitError, tenantMails } from '../common/mail-limits';
import { identityEvent, USER_VERIFIED, VERIFICATION_REQUESTED } from '../common/events';
import type { UserRow } from '../common/user-store';
import { requireUser } from '../common/users';
import {
  hashToken,
  isLinkToken,
  issueToken,
  linkEventData,
  type IssuedToken,
} from '../common/link-tokens';
import { createVerification, redeemVerification } from './verification-store';

/** How long a verification link works. */
const VERIFICATION_TTL_MS = 48 * 3600 * 1000;

/** A new verification link's token (48 hours). */
export function issueVerificationToken(now: Date): IssuedToken {
  return issueToken(now, VERIFICATION_TTL_MS);
}

/** The event that hands a link's token to the mail sender (common/events.ts, VERIFICATION_REQUESTED). */
export function verificationRequested(
  requestId: string | undefined,
  user: UserRow,
  issued: IssuedToken,
): PlatformEvent {
  return identityEvent(VERIFICATION_REQUESTED, user.tenantId, linkEventData(user, issued), {
    requestId,
    subject: user.id,
  });
}

/** A link sent: for whom, to which address, until when. */
export interface VerificationRequest {
  userId: string;
  email: string;
  expiresAt: Date;
}

/**
 * Sends the caller a new link (POST /auth/v1/me/verification). Earlier links keep working until
 * they expire; a verified user may ask too (the new link then verifies nothing new). At most
 * `verificationsPerHour` such links a user in any hour, within the tenant's mails of the hour
 * (429 past either: common/mail-limits.ts); the link of a new account is not one of them.
 */
export async function requestEmailVerification(
  deps: IdentityDeps,
  actor: Actor,
): Promise<VerificationRequest> {
  const user = await requireUser(deps, actor.id);
  const now = deps.clock.now();
  const issued = issueVerificationToken(now);
  const tenant = (await deps.loaders.tenantById.load(user.tenantId))!;
  const counts = [
    { key: `verifications:${user.id}`, limit: deps.mailLimits.verificationsPerHour },
    tenantMails(deps.mailLimits, tenant, now),
  ];
  const allowance = await createVerification(
    deps.prisma,
    {
      tenantId: user.tenantId,
      userId: user.id,
      tokenHash: issued.tokenHash,
      expiresAt: issued.expiresAt,
    },
    verificationRequested(deps.requestId, user, issued),
    counts,
    now,
  );
  if (!allowance.allowed) throw mailLimitError(allowance);
  return { userId: user.id, email: user.email, expiresAt: issued.expiresAt };
}

/** `user.verified` of a user just verified (by a verification link, or an invitation: invitations/). */
export function userVerified(requestId: string | undefined, user: UserRow): PlatformEvent {
  return identityEvent(
    USER_VERIFIED,
    user.tenantId,
    { userId: user.id, email: user.email, verifiedAt: user.emailVerifiedAt!.toISOString() },
    { requestId, subject: user.id },
  );
}

const REFUSALS = {
  unknown: 'is not a valid verification token',
  used: 'has already been used',
  expired: 'has expired; ask for a new verification e-mail',
} as const;

/**
 * Completes verification with a link's token (public: the token is the credential). The first
 * link used verifies the user and records `user.verified`; a link of an already verified user
 * is used and answers the user, with no second event.
 */
export async function verifyEmail(deps: IdentityDeps, input: { token: string }): Promise<UserRow> {
  if (!isLinkToken(input.token)) throw ValidationError.field('token', REFUSALS.unknown);
  const outcome = await redeemVerification(
    deps.prisma,
    hashToken(input.token),
    deps.clock.now(),
    (user) => userVerified(deps.requestId, user),
  );
  if (outcome.kind !== 'verified') throw ValidationError.field('token', REFUSALS[outcome.kind]);
  return outcome.user;
}
