import { type Db, type Prisma, plainPoolOf } from './prisma';

/**
 * Rows of a raw SELECT read on the client's pg pool, past Prisma's client: for the hottest reads
 * only (a listings page on every home screen). `$queryRaw` spent about 0.3 ms of CPU more per
 * query than pg alone, serializing the parameters and converting every value of every row
 * (docs/performance.md, "Many distinct callers"); that was a tenth of a listings request.
 *
 * Only for queries whose columns pg and Prisma read alike: text, uuid cast to text, int4,
 * float8 (numeric cast to it), boolean and timestamptz. pg reads int8 and numeric as strings and
 * a `date` as local midnight where Prisma gives bigint, Decimal and UTC midnight; such columns
 * stay with `$queryRaw`. In a transaction (`db` is a transaction client) the read is the
 * transaction's, through `$queryRaw`.
 *
 * Errors are pg's own: lib/db/database-faults.ts knows their SQLSTATEs as it knows Prisma's codes.
 */
export async function readRows<Row>(
  db: Db,
  query: Prisma.Sql,
  plan: 'kept' | 'each time' = 'kept',
): Promise<Row[]> {
  const pool = plainPoolOf(db);
  if (!pool) return db.$queryRaw<Row[]>(query);
  const result = await pool.query<Row & Record<string, unknown>>({
    name: plan === 'kept' ? statementName(query.text) : undefined,
    text: query.text,
    values: query.values,
  });
  return result.rows;
}

/*
 * A named statement is parsed and planned once per connection; PostgreSQL then keeps its plan.
 * `plan: 'each time'` sends a statement unnamed, planned for its values every time: for a
 * full-text match, whose best plan depends on how many rows the words match (a GIN index for a
 * rare word, a walk of the sort order for a common one), PostgreSQL's kept generic plan, made
 * without the words, walked 100,000 listings for a pair matching 20 (docs/performance.md,
 * "Database settings").
 * Planning the listings page was more than half of PostgreSQL's 0.4 ms per read (unnamed 0.36
 * to 0.50 ms, named 0.14 ms: docs/performance.md). One name per distinct text, so the filters
 * and sort keys of a list make a few hundred at most; past MAX_NAMED texts a process sends the
 * rest unnamed, so no connection holds an unbounded number. Behind PgBouncer in transaction
 * mode, named statements need its `max_prepared_statements` (1.21 or later).
 */
const MAX_NAMED = 256;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED) {
    name = `lanes_read_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}
