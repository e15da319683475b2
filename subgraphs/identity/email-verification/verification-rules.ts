import { createHash, randomBytes } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { IdentityDeps } from '../common/deps';
import { identityEvent, USER_VERIFIED, VERIFICATION_REQUESTED } from '../common/events';
import type { UserRow } from '../common/user-store';
import { requireUser } from '../common/users';
import { createVerification, redeemVerification } from './verification-store';

/** How long a verification link works. */
const VERIFICATION_TTL_MS = 48 * 3600 * 1000;

/** 32 random bytes, base64url: always 43 characters of this alphabet. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface IssuedToken {
  token: string;
  tokenHash: string;
  expiresAt: Date;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueToken(now: Date): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  };
}

/** The event that hands a link's token to the mail sender (common/events.ts, VERIFICATION_REQUESTED). */
export function verificationRequested(
  requestId: string | undefined,
  user: UserRow,
  issued: IssuedToken,
): PlatformEvent {
  const data = {
    userId: user.id,
    email: user.email,
    token: issued.token,
    expiresAt: issued.expiresAt.toISOString(),
  };
  return identityEvent(VERIFICATION_REQUESTED, user.tenantId, data, {
    requestId,
    subject: user.id,
  });
}

/**
 * Sends the caller a new link (POST /auth/v1/me/verification). Earlier links keep working until
 * they expire; a verified user may ask too (the new link then verifies nothing new).
 */
export async function requestEmailVerification(
  deps: IdentityDeps,
  actor: Actor,
): Promise<{ userId: string; email: string; expiresAt: Date }> {
  const user = await requireUser(deps, actor.id);
  const issued = issueToken(new Date());
  await createVerification(
    deps.prisma,
    {
      tenantId: user.tenantId,
      userId: user.id,
      tokenHash: issued.tokenHash,
      expiresAt: issued.expiresAt,
    },
    verificationRequested(deps.requestId, user, issued),
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
export async function verifyEmail(deps: IdentityDeps, input: { token: string }): Promise<UserRow> {
  if (!TOKEN.test(input.token)) throw ValidationError.field('token', REFUSALS.unknown);
  const outcome = await redeemVerification(
    deps.prisma,
    hashToken(input.token),
    new Date(),
    (user) =>
      identityEvent(
        USER_VERIFIED,
        user.tenantId,
        { userId: user.id, email: user.email, verifiedAt: user.emailVerifiedAt!.toISOString() },
        { requestId: deps.requestId, subject: user.id },
      ),
  );
  if (outcome.kind !== 'verified') throw ValidationError.field('token', REFUSALS[outcome.kind]);
  return outcome.user;
}
