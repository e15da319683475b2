import type { Db } from '../../../lib/db/prisma';

/** A claim: which job, which attempt of it (a retry in between makes later writes miss). */
export interface Claim {
  id: string;
  attempt: number;
}

/*
 * The worker's queue over media.jobs. Times are the database's (now()), never a worker's clock,
 * so workers on different hosts agree on when a lease has run out. updated_at is set here
 * because Prisma's @updatedAt only applies to writes through the client.
 */

/**
 * Takes up to `limit` of the oldest jobs that are queued with their credit hold confirmed, or
 * processing under a lease that ran out (their worker died), and leases them to `owner`, in one
 * statement: one round trip however many free slots the worker has. A queued job whose hold is
 * not confirmed yet is never taken: its credits may still be given back (docs/media.md).
 * FOR UPDATE SKIP LOCKED makes concurrent claimers pass over rows another is taking, so no two
 * workers get one job; the re-check of the WHERE on each locked row (READ COMMITTED) stops a
 * claimer that read a row before another's claim committed. The ids are picked in ARRAY(...), so
 * the locking subquery runs exactly once whatever plan the UPDATE gets (an IN (subquery) may be
 * re-run by a nested loop and lock more rows than it hands back).
 * `started_at` keeps the attempt's first start, so a job's time limit survives a takeover, and
 * progress starts at `progress` (or stays where a dead worker left it: it never goes back).
 */
export async function claimJobs(
  prisma: Db,
  owner: string,
  leaseMs: number,
  limit: number,
  progress = 0,
): Promise<Claim[]> {
  return prisma.$queryRaw<Claim[]>`
    UPDATE "media"."jobs" SET
      "status" = 'processing',
      "lease_owner" = ${owner},
      "lease_expires_at" = now() + ${leaseMs} * interval '1 millisecond',
      "started_at" = COALESCE("started_at", now()),
      "progress" = GREATEST("progress", ${progress}),
      "updated_at" = now()
    WHERE "id" = ANY(ARRAY(
      SELECT "id" FROM "media"."jobs"
      WHERE ("status" = 'queued' AND "credits_confirmed_at" IS NOT NULL)
         OR ("status" = 'processing' AND "lease_expires_at" < now())
      ORDER BY "created_at"
      FOR UPDATE SKIP LOCKED
      LIMIT ${limit}
    ))
    RETURNING "id"::text AS "id", "attempt"`;
}

/** Extends the lease while the job is still this worker's; false when a cancel (or a takeover) won. */
export async function renewLease(
  prisma: Db,
  claim: Claim,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const count = await prisma.$executeRaw`
    UPDATE "media"."jobs" SET "lease_expires_at" = now() + ${leaseMs} * interval '1 millisecond', "updated_at" = now()
    WHERE "id" = ${claim.id}::uuid AND "status" = 'processing' AND "lease_owner" = ${owner} AND "attempt" = ${claim.attempt}`;
  return count === 1;
}

/** Ends the lease now (a worker stopping mid-job), so another worker takes the job at once. */
export async function expireLease(prisma: Db, claim: Claim, owner: string): Promise<void> {
  await prisma.$executeRaw`
    UPDATE "media"."jobs" SET "lease_expires_at" = now(), "updated_at" = now()
    WHERE "id" = ${claim.id}::uuid AND "status" = 'processing' AND "lease_owner" = ${owner} AND "attempt" = ${claim.attempt}`;
}
