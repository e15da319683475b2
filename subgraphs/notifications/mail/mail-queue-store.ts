import type { Mail } from '../../../lib/db/generated/client';
import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import { leasedQueue, type Claim } from '../../../lib/jobs/leased-queue';

export type MailRow = Mail;

/**
 * The mail worker's queue over notifications.mails, on the platform's one leased queue (protocol
 * and its reasoning: lib/jobs/leased-queue-store.ts). A mail is claimed when it is due
 * (`next_attempt_at`, the backoff after a passing failure); `claims` counts attempts and fences
 * every outcome, so a worker whose lease ran out cannot record over the next one.
 *
 * Never twice, never lost (docs/notifications.md, "Delivery"): the row exists before any attempt
 * (the notice's transaction wrote it); an attempt is recorded only after the server answered.
 * A worker killed before it sends leaves the row leased: the next claim after the lease takes it
 * and sends it once. Killed after the server accepted but before the record, the mail is sent
 * again with the same Message-ID, which receivers use to drop the repeat; the window is the one
 * UPDATE after the server's reply.
 */
export const mailQueue = leasedQueue({
  name: 'mail',
  schema: 'notifications',
  table: 'mails',
  queued: 'queued',
  running: 'sending',
  claimsColumn: 'claims',
  claimsField: 'claims',
  ownerColumn: 'lease_owner',
  ownerField: 'leaseOwner',
  leaseColumn: 'lease_expires_at',
  ready: Prisma.sql`"next_attempt_at" <= now()`,
  // The worker gives up by its own count (mail-worker.ts) so it can say why.
  maxClaims: null,
});

export function findClaimedMails(db: Db, claims: readonly Claim[]): Promise<MailRow[]> {
  return db.mail.findMany({ where: { id: { in: claims.map((c) => c.id) } } });
}

const RELEASED = { leaseOwner: null, leaseExpiresAt: null };

/**
 * Records a mail the server accepted. A mail that carried a link's token keeps no body once sent:
 * the link is the user's, and the row only needs to say that it went.
 */
export async function markSent(
  db: Db,
  claim: Claim,
  at: Date,
  dropBody: boolean,
): Promise<boolean> {
  const { count } = await db.mail.updateMany({
    where: mailQueue.held<Prisma.MailWhereInput>(claim),
    data: {
      status: 'sent',
      sentAt: at,
      lastError: null,
      lastCode: null,
      ...RELEASED,
      ...(dropBody ? { textBody: null, htmlBody: null } : {}),
    },
  });
  return count === 1;
}

/** Puts a mail back in the queue after a passing failure, due again at `retryAt`. */
export async function markRetry(
  db: Db,
  claim: Claim,
  retryAt: Date,
  error: string,
  code: number | null,
): Promise<boolean> {
  const { count } = await db.mail.updateMany({
    where: mailQueue.held<Prisma.MailWhereInput>(claim),
    data: {
      status: 'queued',
      nextAttemptAt: retryAt,
      lastError: error.slice(0, 1000),
      lastCode: code,
      ...RELEASED,
    },
  });
  return count === 1;
}

/**
 * Gives a mail up. With `bounced`, the server refused the address for good: it is recorded, and
 * mails to it from then on are stored as suppressed, never sent (notice-store.ts).
 */
export function markFailed(
  prisma: PrismaClient,
  claim: Claim,
  failure: { error: string; code: number | null; bounced?: { address: string } },
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mail.updateMany({
      where: mailQueue.held<Prisma.MailWhereInput>(claim),
      data: {
        status: 'failed',
        lastError: failure.error.slice(0, 1000),
        lastCode: failure.code,
        ...RELEASED,
      },
    });
    if (count === 1 && failure.bounced)
      await tx.bouncedAddress.upsert({
        where: { address: failure.bounced.address },
        create: {
          address: failure.bounced.address,
          code: failure.code ?? 550,
          reason: failure.error.slice(0, 1000),
        },
        update: { code: failure.code ?? 550, reason: failure.error.slice(0, 1000) },
      });
    return count === 1;
  });
}
