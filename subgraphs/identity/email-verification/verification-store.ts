import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { MailAllowance, MailCount } from '../common/mail-limits';
import { takeMailSends } from '../common/mail-send-store';
import { recordEvent } from '../common/outbox-store';
import type { UserRow } from '../common/user-store';

/** A verification link as stored: the hash of its token, never the token. */
export interface NewVerification {
  tenantId: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
}

export type VerificationOutcome =
  { kind: 'verified'; user: UserRow } | { kind: 'unknown' | 'used' | 'expired' };

/** A link inside the caller's transaction (accounts/account-store.ts: the first link of a new account). */
export async function insertVerification(tx: Db, verification: NewVerification): Promise<void> {
  await tx.emailVerification.create({ data: verification });
}

/**
 * A new link for an existing user and the event that hands its token to the mail sender,
 * together, if the mail fits every one of `counts` (counted in the same transaction).
 */
export function createVerification(
  prisma: PrismaClient,
  verification: NewVerification,
  event: PlatformEvent,
  counts: MailCount[],
  now: Date,
): Promise<MailAllowance> {
  return prisma.$transaction(async (tx) => {
    const allowance = await takeMailSends(tx, counts, now);
    if (!allowance.allowed) return allowance;
    await insertVerification(tx, verification);
    await recordEvent(tx, event);
    return allowance;
  });
}

/**
 * Uses a link: marks it used and its user verified, and records `user.verified` only when this
 * is what verified the user (a second link of a verified user is used without an event). Both
 * updates are conditional, so of two requests with one token (or two tokens of one user) exactly
 * one uses the token and exactly one verifies the user. The lookup is global: the token alone
 * names its tenant, since the request is anonymous. `eventOf` only words the event of the user
 * as verified; whether one is recorded is decided here, under the conditional update.
 */
export function redeemVerification(
  prisma: PrismaClient,
  tokenHash: string,
  now: Date,
  eventOf: (user: UserRow) => PlatformEvent,
): Promise<VerificationOutcome> {
  return prisma.$transaction(async (tx): Promise<VerificationOutcome> => {
    const link = await tx.emailVerification.findUnique({ where: { tokenHash } });
    if (!link) return { kind: 'unknown' };
    if (link.usedAt) return { kind: 'used' };
    if (link.expiresAt <= now) return { kind: 'expired' };
    const claimed = await tx.emailVerification.updateMany({
      where: { id: link.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return { kind: 'used' };
    return { kind: 'verified', user: await verifyUserOnce(tx, link, now, eventOf) };
  });
}

/**
 * Marks a user verified inside the caller's transaction and records `user.verified` only when
 * this is what verified the user: the update is conditional, so of two verifications at once
 * (two links, or a link and an invitation: invitations/invitation-store.ts) exactly one records it.
 */
export async function verifyUserOnce(
  tx: Db,
  link: { tenantId: string; userId: string },
  now: Date,
  eventOf: (user: UserRow) => PlatformEvent,
): Promise<UserRow> {
  const first = await tx.user.updateMany({
    where: { id: link.userId, tenantId: link.tenantId, emailVerifiedAt: null },
    data: { emailVerifiedAt: now },
  });
  const user = await tx.user.findUniqueOrThrow({ where: { id: link.userId } });
  if (first.count === 1) await recordEvent(tx, eventOf(user));
  return user;
}
