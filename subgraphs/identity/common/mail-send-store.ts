import type { Db } from '../../../lib/db/prisma';
import { MAIL_WINDOW_MS, type MailAllowance } from './mail-limits';

/** Expired rows one send removes, wherever they are: the table keeps about the last hour's sends. */
const PRUNE_BATCH = 50;

/**
 * Counts one more account mail under `key` (a tenant's invitations, a user's verification links,
 * an address's reset links) unless `limit` were sent under it in the last hour, inside the
 * caller's transaction: the mail's own rows (the user, the link, the event) are written in the
 * same transaction, so a mail is counted exactly when it is sent for. The key's advisory lock
 * makes concurrent sends of one key, from any process, count one after another, so a limit is
 * never overrun; the window slides (any hour, not a fixed one), so no burst at a window's edge
 * doubles it. Each send also deletes a batch of expired rows of any key (SKIP LOCKED: two sends
 * never wait on each other's pruning). A limit of 0 counts nothing.
 */
export async function takeMailSend(
  tx: Db,
  key: string,
  limit: number,
  now: Date,
): Promise<MailAllowance> {
  if (limit <= 0) return { allowed: true };
  const since = new Date(now.getTime() - MAIL_WINDOW_MS);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`identity-mail:${key}`}, 0))`;
  await tx.$executeRaw`
    DELETE FROM "identity"."mail_sends" WHERE "id" IN (
      SELECT "id" FROM "identity"."mail_sends" WHERE "sent_at" <= ${since}
      LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`;
  const sent = await tx.mailSend.aggregate({
    where: { key, sentAt: { gt: since } },
    _count: true,
    _min: { sentAt: true },
  });
  if (sent._count >= limit) {
    const freesAt = sent._min.sentAt!.getTime() + MAIL_WINDOW_MS;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
    };
  }
  await tx.mailSend.create({ data: { key, sentAt: now } });
  return { allowed: true };
}
