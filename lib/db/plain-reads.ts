import { type Db, type Prisma, plainPoolOf } from './prisma';

/**
 * Rows of a raw SELECT read on the client's pg pool, past Prisma's client: for the hottest reads
 * only (a listings page on every home screen). `$queryRaw` spends about 0.3 ms of CPU more per
 * query than pg alone, serializing the parameters and converting every value of every row
 * (docs/performance.md, "Many distinct callers"); that is a tenth of a listings request.
 *
 * Only for queries whose columns pg and Prisma read alike: text, uuid cast to text, int4,
 * float8 (numeric cast to it), boolean and timestamptz. pg reads int8 and numeric as strings and
 * a `date` as local midnight where Prisma gives bigint, Decimal and UTC midnight; such columns
 * stay with `$queryRaw`. In a transaction (`db` is a transaction client) the read is the
 * transaction's, through `$queryRaw`.
 *
 * Errors are pg's own: lib/db/database-faults.ts knows their SQLSTATEs as it knows Prisma's codes.
 */
export async function readRows<Row>(db: Db, query: Prisma.Sql): Promise<Row[]> {
  const pool = plainPoolOf(db);
  if (!pool) return db.$queryRaw<Row[]>(query);
  const result = await pool.query<Row & Record<string, unknown>>(query.text, query.values);
  return result.rows;
}
