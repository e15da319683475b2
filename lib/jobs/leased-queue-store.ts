import { Prisma, type Db } from '../db/prisma';
import type { QueueCount } from '../observability/queue-metrics';

/*
 * The SQL of every leased job queue (media jobs, report exports, ML trainings, mail, webhook
 * deliveries), one protocol over each service's own table in its own schema. What makes it correct:
 *
 * - Claim: one UPDATE whose ids come from `SELECT ... FOR UPDATE SKIP LOCKED LIMIT n` inside
 *   ARRAY(...). Concurrent claimers pass over rows another is taking, so no two get one row;
 *   PostgreSQL re-checks the WHERE on each locked row (READ COMMITTED), so a claimer that read a
 *   row before another's claim (or a cancel) committed does not take it. ARRAY(...) makes the
 *   locking subquery run exactly once whatever plan the UPDATE gets (an IN (subquery) may be
 *   re-run by a nested loop and lock more rows than it hands back). Oldest rows first.
 * - Lease: `lease_until = now() + lease`, renewed by the run. Times are the database's now(),
 *   never a worker's clock, so workers on different hosts agree on when a lease has run out (the
 *   one exception, a queue whose schedule is a `Clock`'s, is claimRows's `at`).
 * - Expired-lease recovery: the claim takes a queued row, or a running one whose lease ran out
 *   (its worker died or stopped): one path, so a takeover is just the next claim.
 * - Fencing token: every claim increments the row's claim counter and answers it. Every later
 *   write of the run (renewal, progress, completion, failure, hand-back) is conditional on the
 *   row still running under that counter and owner (`fenceWhere`, or `QueueSpec.held` for a
 *   store's own Prisma writes), so a worker whose lease ran out cannot renew, finish or overwrite
 *   what the next holder does: its writes match no row, and it stops. The owner alone is not a
 *   fence (a worker may take back its own expired row); the counter is.
 * - Bounded retries: the counter is also the number of claims. A claim past `maxClaims` is
 *   answered as exhausted and the service fails the row with its own error, instead of letting a
 *   row that kills its workers be retried for ever.
 * - Hand-back (a stopping worker): the lease ends now, status unchanged, so the next claim takes
 *   the row at once through the same expired-lease path. A millisecond before now, because the
 *   column keeps milliseconds and rounds to the nearest: `now()` itself could be stored half a
 *   millisecond ahead, and a claim within that half millisecond found the lease still running.
 * - `started_at` keeps the first start (a time limit survives a takeover); updated_at is set
 *   here because Prisma's @updatedAt only applies to writes through the client.
 *
 * Identifiers come from code constants (each service's QueueTable), never from input: they are
 * checked against a plain identifier pattern and quoted; every value is a bound parameter.
 */

/** Where a queue lives and what its columns are called (each service keeps its own table). */
export interface QueueTable {
  schema: string;
  table: string;
  /**
   * The status values a claimable row has: waiting (one, or several the first of which names them
   * at /metrics: webhook deliveries wait as pending or failed), and running under a lease.
   */
  queued: string | readonly string[];
  /** The running status, which a claim sets (with `keepsStatus`, only the gauge's name for held rows). */
  running: string;
  /**
   * A claim leaves the status as it is (webhook deliveries, whose API shows a row in flight as
   * still pending or failed): a row is held while its lease runs, so the lease must be the column
   * `ready` waits on, and a claim that ran out is simply due again, through the one claim path.
   */
  keepsStatus?: true;
  /** SQL column names: the claim counter (the fencing token), the lease owner and its end. */
  claimsColumn: string;
  ownerColumn: string;
  leaseColumn: string;
  /**
   * A further condition a queued row must meet to be claimed (media: its credits confirmed); a
   * function of the claim's time when it compares with it (webhook deliveries: due).
   */
  ready?: Prisma.Sql | ((now: Prisma.Sql) => Prisma.Sql);
  /** Further assignments of the claim (reports: progress starts again from 0). */
  onClaim?: Prisma.Sql;
  /** The claim order (default oldest first, "created_at"): an index's order lets a claim stop early. */
  order?: Prisma.Sql;
  /** False when the table keeps no `started_at` (nothing of the queue limits a run's time). */
  keepsStart?: false;
}

/** One row a worker holds: its id and the claim counter that fences every later write. */
export interface Claim {
  id: string;
  /** The fencing token: the row's claim counter as this claim set it. */
  token: number;
  owner: string;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A quoted identifier from a code constant; anything else is a programming error. */
function identifier(name: string): Prisma.Sql {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return Prisma.raw(`"${name}"`);
}

/** A status value as a literal: the status columns are enums, which a text parameter would not match. */
function literal(value: string): Prisma.Sql {
  if (!IDENTIFIER.test(value)) throw new Error(`not a plain status value: ${value}`);
  return Prisma.raw(`'${value}'`);
}

const tableOf = (t: QueueTable) => Prisma.sql`${identifier(t.schema)}.${identifier(t.table)}`;
const leaseEnd = (leaseMs: number, now: Prisma.Sql = Prisma.sql`now()`) =>
  Prisma.sql`${now} + ${leaseMs} * interval '1 millisecond'`;
/** A queue's waiting statuses, the first naming them at /metrics. */
export const queuedOf = (t: QueueTable): readonly string[] =>
  typeof t.queued === 'string' ? [t.queued] : t.queued;
const statusIn = (values: readonly string[]) => Prisma.join(values.map(literal));

/** The status a held row has: the running one, or with `keepsStatus` any waiting one. */
const heldStatus = (t: QueueTable) =>
  t.keepsStatus
    ? Prisma.sql`"status" IN (${statusIn(queuedOf(t))})`
    : Prisma.sql`"status" = ${literal(t.running)}`;

/** The run's fence: the row still runs under this claim (not cancelled, finished or taken over). */
function fenceWhere(t: QueueTable, claim: Claim): Prisma.Sql {
  return Prisma.sql`"id" = ${claim.id}::uuid AND ${heldStatus(t)}
    AND ${identifier(t.claimsColumn)} = ${claim.token} AND ${identifier(t.ownerColumn)} = ${claim.owner}`;
}

/**
 * Leases up to `limit` of the oldest claimable rows to `owner`, in one statement. `at` is the
 * claimer's time for a queue whose schedule is kept by a `Clock` (webhook deliveries: tests move
 * it a day at once); such a queue's leases are then on that clock too, and its rows are never
 * renewed, so no two clocks meet on one row. Without it the database's now() decides.
 */
export function claimRows(
  db: Db,
  t: QueueTable,
  owner: string,
  leaseMs: number,
  limit: number,
  at?: Date,
): Promise<{ id: string; token: number }[]> {
  const claims = identifier(t.claimsColumn);
  const lease = identifier(t.leaseColumn);
  const now = at ? Prisma.sql`${at}::timestamptz` : Prisma.sql`now()`;
  const ready = typeof t.ready === 'function' ? t.ready(now) : t.ready;
  const waiting = Prisma.sql`"status" IN (${statusIn(queuedOf(t))})`;
  const queued = ready ? Prisma.sql`(${waiting} AND ${ready})` : waiting;
  const expired = Prisma.sql`("status" = ${literal(t.running)} AND ${lease} < ${now})`;
  return db.$queryRaw<{ id: string; token: number }[]>`
    UPDATE ${tableOf(t)} SET
      ${t.keepsStatus ? Prisma.empty : Prisma.sql`"status" = ${literal(t.running)},`}
      ${identifier(t.ownerColumn)} = ${owner},
      ${lease} = ${leaseEnd(leaseMs, now)},
      ${claims} = ${claims} + 1,
      ${t.keepsStart === false ? Prisma.empty : Prisma.sql`"started_at" = COALESCE("started_at", ${now}),`}
      ${t.onClaim ? Prisma.sql`${t.onClaim},` : Prisma.empty}
      "updated_at" = ${now}
    WHERE "id" = ANY(ARRAY(
      SELECT "id" FROM ${tableOf(t)}
      WHERE ${t.keepsStatus ? queued : Prisma.sql`${queued} OR ${expired}`}
      ORDER BY ${t.order ?? Prisma.sql`"created_at"`}
      FOR UPDATE SKIP LOCKED
      LIMIT ${limit}
    ))
    RETURNING "id"::text AS "id", ${claims} AS "token"`;
}

/** Extends the lease (with the run's own columns, e.g. progress) while the claim holds; false when it lost. */
export async function renewRow(
  db: Db,
  t: QueueTable,
  claim: Claim,
  leaseMs: number,
  set: Prisma.Sql = Prisma.empty,
): Promise<boolean> {
  const extra = set === Prisma.empty ? Prisma.empty : Prisma.sql`${set},`;
  const count = await db.$executeRaw`
    UPDATE ${tableOf(t)} SET ${extra} ${identifier(t.leaseColumn)} = ${leaseEnd(leaseMs)}, "updated_at" = now()
    WHERE ${fenceWhere(t, claim)}`;
  return count === 1;
}

/** Ends the lease now (a worker stopping mid-run), so the next claim takes the row at once. */
export async function handBackRow(db: Db, t: QueueTable, claim: Claim): Promise<void> {
  await db.$executeRaw`
    UPDATE ${tableOf(t)} SET ${identifier(t.leaseColumn)} = now() - interval '1 millisecond',
      "updated_at" = now()
    WHERE ${fenceWhere(t, claim)}`;
}

/**
 * Waiting and running rows and the oldest of each, for the depth gauge: one grouped read, no
 * locks. Every waiting status counts under the first one's name.
 */
export async function countRows(db: Db, t: QueueTable): Promise<QueueCount[]> {
  const queued = queuedOf(t);
  const statuses = t.keepsStatus ? queued : [...queued, t.running];
  const running = t.keepsStatus
    ? Prisma.sql`${identifier(t.ownerColumn)} IS NOT NULL AND ${identifier(t.leaseColumn)} > now()`
    : Prisma.sql`"status" = ${literal(t.running)}`;
  const rows = await db.$queryRaw<{ status: string; count: number; oldest: Date | null }[]>`
    SELECT CASE WHEN ${running} THEN ${literal(t.running)} ELSE ${literal(queued[0])} END AS "status",
      count(*)::int AS "count", min("created_at") AS "oldest"
    FROM ${tableOf(t)} WHERE "status" IN (${statusIn(statuses)})
    GROUP BY 1`;
  return rows;
}
