import { claimRound, deleteClaimed, updateClaimed, type ClaimSpec } from '../../lib/db/claim-round';
import { Prisma, type Db, type PrismaClient } from '../../lib/db/prisma';

// The statements of the shared claim (lib/db/claim-round.ts), as PostgreSQL receives them: the
// lock clause each kind of claim gets, and every value a bound parameter.

/** A client that records the statements it is given and answers `rows`. */
function recordingDb(rows: unknown[] = []) {
  const statements: Prisma.Sql[] = [];
  const record = (first: TemplateStringsArray | Prisma.Sql, ...values: unknown[]) => {
    statements.push(first instanceof Prisma.Sql ? first : Prisma.sql(first, ...values));
    return Promise.resolve(rows);
  };
  const db = {
    $queryRaw: record,
    $executeRaw: (first: TemplateStringsArray, ...values: unknown[]) =>
      record(first, ...values).then(() => rows.length),
    $transaction: (work: (tx: unknown) => Promise<unknown>) => work(db),
  };
  return { db: db as unknown as Db & PrismaClient, statements };
}

const flat = (sql: Prisma.Sql) => sql.text.replace(/\s+/g, ' ').trim();

const due: ClaimSpec = {
  schema: 'reports',
  table: 'exports',
  where: Prisma.sql`"status" = 'completed' AND "expires_at" <= ${new Date(0)}`,
  orderBy: Prisma.sql`"expires_at"`,
  limit: 7,
};

describe('claim round', () => {
  it('locks a batch in order, skipping rows another transaction holds', async () => {
    const { db, statements } = recordingDb([{ id: 'a' }]);
    const seen = await claimRound(db, due, async (_tx, rows: { id: string }[]) => rows);
    expect(seen).toEqual([{ id: 'a' }]);
    expect(flat(statements[0])).toBe(
      'SELECT "id"::text AS "id" FROM "reports"."exports" WHERE "status" = \'completed\' AND ' +
        '"expires_at" <= $1 ORDER BY "expires_at" LIMIT $2 FOR UPDATE SKIP LOCKED',
    );
    expect(statements[0].values).toEqual([new Date(0), 7]);
  });

  it('claims and changes in one statement, the locking select run once inside ARRAY', async () => {
    const { db, statements } = recordingDb();
    await updateClaimed(db, due, Prisma.sql`"status" = 'expired'`);
    expect(flat(statements[0])).toMatch(
      /^UPDATE "reports"\."exports" SET "status" = 'expired' WHERE "id" = ANY\(ARRAY\(SELECT "id" FROM .* FOR UPDATE SKIP LOCKED\)\) RETURNING "id"::text AS "id"$/,
    );
  });

  it('locks only the claimed table of a join', async () => {
    const { db, statements } = recordingDb();
    await deleteClaimed(db, {
      schema: 'events',
      table: 'tickets',
      as: 't',
      join: Prisma.sql`JOIN "events"."events" e ON e."id" = t."event_id"`,
      where: Prisma.sql`e."status" = 'ended'`,
      limit: 3,
    });
    expect(flat(statements[0])).toContain(
      'SELECT "t"."id" FROM "events"."tickets" "t" JOIN "events"."events" e ON e."id" = t."event_id"',
    );
    expect(flat(statements[0])).toContain('LIMIT $1 FOR UPDATE OF "t" SKIP LOCKED))');
  });

  it('waits for the lock of a claim that must decide its row now', async () => {
    const { db, statements } = recordingDb();
    await claimRound(db, { ...due, limit: 1, wait: true }, async () => undefined);
    expect(flat(statements[0])).toMatch(/LIMIT \$2 FOR UPDATE$/);
  });

  it('refuses a table or alias that is not a plain identifier', () => {
    const { db } = recordingDb();
    expect(() => updateClaimed(db, { ...due, table: 'exports"; DROP' }, Prisma.empty)).toThrow(
      'not a plain SQL identifier',
    );
    expect(() => deleteClaimed(db, { ...due, as: 'x y' })).toThrow('not a plain SQL identifier');
  });
});
