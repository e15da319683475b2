import { Prisma, type Db, type PrismaClient } from './prisma';

/*
 * The claim of a batch by a round that any number of processes may run at once, over rows that
 * are not a queue: a sweep (expired holds, exports, mail counts), a schedule's due slots, a step
 * of a settlement. A queue, with leases and fencing, is lib/jobs/leased-queue-store.ts. What
 * makes a claim correct, wherever it is used (READ COMMITTED):
 *
 * - `SELECT ... FOR UPDATE SKIP LOCKED LIMIT n` locks up to n rows meeting the condition and
 *   passes over rows another transaction holds (a second round on another instance, a request
 *   moving the row right now) instead of waiting for them, so two rounds never take one row and
 *   none waits on another.
 * - PostgreSQL re-checks the condition on the newest version of each row it locks, so a row
 *   another transaction changed and committed since this statement's snapshot (confirmed,
 *   expired, moved on) is not taken when it no longer meets it.
 * - The locks last until the claiming transaction ends: whatever the round writes in it is decided
 *   under them. A claim that is one UPDATE or DELETE (`updateClaimed`, `deleteClaimed`) takes its
 *   ids from the locking SELECT inside ARRAY(...), which runs it exactly once whatever plan the
 *   statement gets (an IN (subquery) may be re-run by a nested loop and lock more rows than it
 *   hands back).
 * - With a join, only the claimed table's rows are locked (`FOR UPDATE OF`): the joined rows are
 *   read to decide, and another round may read them at the same time.
 *
 * Identifiers come from code constants, checked against a plain identifier pattern and quoted; the
 * condition, order and columns are Prisma.sql fragments of the callers, every value in them a bound
 * parameter.
 */

/** Which rows a round claims, and in what order. */
export interface ClaimSpec {
  /** The table of the claimed rows (code constants). */
  schema: string;
  table: string;
  /** The table's alias in the claim, when `join` or `where` qualify its columns. */
  as?: string;
  /** Tables joined to decide (an event's status for its tickets); their rows are not locked. */
  join?: Prisma.Sql;
  where: Prisma.Sql;
  orderBy?: Prisma.Sql;
  limit: number;
  /** The columns a lockClaimed answers (default: the id as text). */
  columns?: Prisma.Sql;
  /** Waits for locks instead of skipping them: a claim of one named row to be decided now. */
  wait?: boolean;
}

/** Options of the claiming transaction (Prisma's are 5 s and 2 s). */
export interface ClaimTransaction {
  timeout?: number;
  maxWait?: number;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const SKIP = Prisma.sql`SKIP LOCKED`;

/** A quoted identifier from a code constant; anything else is a programming error. */
function identifier(name: string): Prisma.Sql {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return Prisma.raw(`"${name}"`);
}

const tableOf = (spec: ClaimSpec) =>
  Prisma.sql`${identifier(spec.schema)}.${identifier(spec.table)}`;

/** The locking SELECT of the claim, answering `columns`. */
function claimSelect(spec: ClaimSpec, columns: Prisma.Sql): Prisma.Sql {
  const alias = spec.as === undefined ? undefined : identifier(spec.as);
  return Prisma.sql`SELECT ${columns} FROM ${tableOf(spec)} ${alias ?? Prisma.empty}
    ${spec.join ?? Prisma.empty}
    WHERE ${spec.where}
    ${spec.orderBy ? Prisma.sql`ORDER BY ${spec.orderBy}` : Prisma.empty}
    LIMIT ${spec.limit}
    FOR UPDATE ${alias ? Prisma.sql`OF ${alias}` : Prisma.empty} ${spec.wait ? Prisma.empty : SKIP}`;
}

/** The claimed table's id column, qualified by its alias when it has one. */
const idOf = (spec: ClaimSpec) =>
  spec.as === undefined ? Prisma.sql`"id"` : Prisma.sql`${identifier(spec.as)}."id"`;

/** Locks the claimed rows in the caller's transaction, until it ends; answers their `columns`. */
function lockClaimed<T>(tx: Db, spec: ClaimSpec): Promise<T[]> {
  return tx.$queryRaw<T[]>(
    claimSelect(spec, spec.columns ?? Prisma.sql`${idOf(spec)}::text AS "id"`),
  );
}

/** Claims and changes the rows in one statement (`SET set`); answers `returning` of each. */
export function updateClaimed<T>(
  db: Db,
  spec: ClaimSpec,
  set: Prisma.Sql,
  returning: Prisma.Sql = Prisma.sql`"id"::text AS "id"`,
): Promise<T[]> {
  return db.$queryRaw<T[]>`
    UPDATE ${tableOf(spec)} SET ${set}
    WHERE "id" = ANY(ARRAY(${claimSelect(spec, idOf(spec))}))
    RETURNING ${returning}`;
}

/** Claims and deletes the rows in one statement; answers how many went. */
export function deleteClaimed(db: Db, spec: ClaimSpec): Promise<number> {
  return db.$executeRaw`
    DELETE FROM ${tableOf(spec)} WHERE "id" = ANY(ARRAY(${claimSelect(spec, idOf(spec))}))`;
}

/**
 * One round over a claimed batch: a transaction of its own that locks the rows (lockClaimed) and
 * hands them to `work` with the transaction, so what `work` writes commits under the locks it was
 * decided under, and a process killed mid-way leaves the rows unclaimed for the next round. `work`
 * runs for an empty batch too (it answers the round's result).
 */
export function claimRound<T, R>(
  prisma: PrismaClient,
  spec: ClaimSpec,
  work: (tx: Prisma.TransactionClient, rows: T[]) => Promise<R>,
  options?: ClaimTransaction,
): Promise<R> {
  return prisma.$transaction(async (tx) => work(tx, await lockClaimed<T>(tx, spec)), options);
}
