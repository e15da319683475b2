import { createHash, randomBytes } from 'node:crypto';
import { requireCaller } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import { newEvent, type PlatformEvent } from '../../../lib/events/bus';
import { catalogEvent } from '../../../lib/events/catalog';
import { createVerification, redeemVerification } from '../data/email-verifications';
import type { UserRow } from '../data/users';
import type { IdentityContext } from '../context';
import { requireUser } from './members';

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 48 * 3600 * 1000;

/**
 * Internal (not a webhook type): it carries the token to whatever sends the mail, which is the
 * only place the token goes besides the user's mailbox.
 */
export const VERIFICATION_REQUESTED = 'identity.email_verification_requested';

/** 32 random bytes, base64url: always 43 characters of this alphabet. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueToken(now: Date): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS) };
}

export function verificationRequested(requestId: string | undefined, user: UserRow, issued: IssuedToken): PlatformEvent {
  const data = { userId: user.id, email: user.email, token: issued.token, expiresAt: issued.expiresAt.toISOString() };
  return { ...newEvent(VERIFICATION_REQUESTED, user.tenantId, data, requestId), subject: user.id };
}

/**
 * Sends the caller a new link (POST /auth/v1/me/verification). Earlier links keep working until
 * they expire; a verified user may ask too (the new link then verifies nothing new).
 */
export async function requestEmailVerification(context: IdentityContext): Promise<{ userId: string; email: string; expiresAt: Date }> {
  const caller = requireCaller(context);
  const user = await requireUser(context, caller.id);
  const issued = issueToken(new Date());
  await createVerification(
    context.prisma,
    { tenantId: user.tenantId, userId: user.id, tokenHash: issued.tokenHash, expiresAt: issued.expiresAt },
    verificationRequested(context.requestId, user, issued),
  );
  return { userId: user.id, email: user.email, expiresAt: issued.expiresAt };
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
export async function verifyEmail(context: IdentityContext, input: { token: string }): Promise<UserRow> {
  if (!TOKEN.test(input.token)) throw ValidationError.field('token', REFUSALS.unknown);
  const outcome = await redeemVerification(context.prisma, hashToken(input.token), new Date(), (user) =>
    catalogEvent(
      'user.verified',
      user.tenantId,
      { userId: user.id, email: user.email, verifiedAt: user.emailVerifiedAt!.toISOString() },
      { requestId: context.requestId, subject: user.id },
    ),
  );
  if (outcome.kind !== 'verified') throw ValidationError.field('token', REFUSALS[outcome.kind]);
  return outcome.user;
}
