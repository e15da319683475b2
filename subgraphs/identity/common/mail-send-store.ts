import { deleteClaimed } from '../../../lib/db/claim-round';
import { Prisma, type Db } from '../../../lib/db/prisma';
import { MAIL_WINDOW_MS, type MailAllowance, type MailCount } from './mail-limits';

/** Expired rows one send removes, wherever they are: the table keeps about the last hour's sends. */
const PRUNE_BATCH = 50;

/**
 * Counts one more account mail under each of `counts` (a tenant's invitations and its mails in
 * all, a user's verification links, an address's reset links) unless one of them already had
 * its `limit` in the last hour, inside the caller's transaction: the mail's own rows (the user,
 * the link, the event) are written in the same transaction, so a mail is counted exactly when it
 * is sent for, under every key or none. Each key's advisory lock makes concurrent sends of one key,
 * from any process, count one after another, so a limit is never overrun; the keys are locked in
 * one order (sorted), so two sends sharing keys cannot deadlock. The window slides (any hour, not
 * a fixed one), so no burst at a window's edge doubles a limit. Each send also deletes a batch of
 * expired rows of any key (skipping locked rows, lib/db/claim-round.ts: two sends never wait on
 * each other's pruning). A count whose limit is 0 is off: it is neither checked nor written.
 */
export async function takeMailSends(
  tx: Db,
  counts: MailCount[],
  now: Date,
): Promise<MailAllowance> {
  const counted = [
    ...new Map(counts.filter((c) => c.limit > 0).map((c) => [c.key, c])).values(),
  ].sort((a, b) => (a.key < b.key ? -1 : 1));
  if (counted.length === 0) return { allowed: true };
  const since = new Date(now.getTime() - MAIL_WINDOW_MS);
  for (const { key } of counted)
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`identity-mail:${key}`}, 0))`;
  // Not a claim of work: the prune takes only the rows no other send is pruning right now.
  await deleteClaimed(tx, {
    schema: 'identity',
    table: 'mail_sends',
    where: Prisma.sql`"sent_at" <= ${since}`,
    limit: PRUNE_BATCH,
  });
  const sent = await tx.mailSend.groupBy({
    by: ['key'],
    where: { key: { in: counted.map((c) => c.key) }, sentAt: { gt: since } },
    _count: { _all: true },
    _min: { sentAt: true },
  });
  const full = sent.filter(
    (row) => row._count._all >= counted.find((c) => c.key === row.key)!.limit,
  );
  if (full.length > 0) {
    const freesAt = Math.max(...full.map((row) => row._min.sentAt!.getTime() + MAIL_WINDOW_MS));
    const first = counted.find((c) => c.key === full[0].key)!;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
      full: first,
    };
  }
  await tx.mailSend.createMany({ data: counted.map(({ key }) => ({ key, sentAt: now })) });
  return { allowed: true };
}
