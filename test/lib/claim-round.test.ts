import { randomUUID } from 'node:crypto';
import { claimRound, deleteClaimed, updateClaimed, type ClaimSpec } from '../../lib/db/claim-round';
import { createPrisma, Prisma, type PrismaClient } from '../../lib/db/prisma';
import { withFreshDatabase } from '../fresh-database';

/*
 * The shared claim (lib/db/claim-round.ts) against the real database: rounds at once never take
 * one row, a row another transaction holds is passed over (or waited for, when asked), and a join
 * locks only the claimed table.
 */

jest.setTimeout(60_000);

async function withTables(work: (prisma: PrismaClient) => Promise<void>): Promise<void> {
  await withFreshDatabase(async (url) => {
    const prisma = createPrisma(url, 10);
    try {
      await prisma.$executeRawUnsafe(`CREATE SCHEMA "claim_test"`);
      await prisma.$executeRawUnsafe(
        `CREATE TABLE "claim_test"."groups" ("id" uuid PRIMARY KEY, "open" boolean NOT NULL)`,
      );
      await prisma.$executeRawUnsafe(`CREATE TABLE "claim_test"."items" ("id" uuid PRIMARY KEY,
        "group_id" uuid NOT NULL REFERENCES "claim_test"."groups", "seq" int NOT NULL,
        "done" boolean NOT NULL DEFAULT false)`);
      await work(prisma);
    } finally {
      await prisma.$disconnect();
    }
  });
}

async function insertItems(prisma: PrismaClient, count: number): Promise<string> {
  const group = randomUUID();
  await prisma.$executeRaw`INSERT INTO "claim_test"."groups" VALUES (${group}::uuid, true)`;
  for (let seq = 0; seq < count; seq++)
    await prisma.$executeRaw`INSERT INTO "claim_test"."items" ("id", "group_id", "seq")
      VALUES (${randomUUID()}::uuid, ${group}::uuid, ${seq})`;
  return group;
}

const undone = (limit: number): ClaimSpec => ({
  schema: 'claim_test',
  table: 'items',
  where: Prisma.sql`NOT "done"`,
  orderBy: Prisma.sql`"seq"`,
  limit,
});

/** A transaction that holds the lock of the first `count` items until `release` is called. */
async function holding(prisma: PrismaClient, count: number) {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = claimRound(prisma, undone(count), async () => {
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return { release: () => release(), done };
}

describe('claim round', () => {
  it('hands each row to one of many rounds at once', () =>
    withTables(async (prisma) => {
      await insertItems(prisma, 40);
      const claimed = await Promise.all(
        Array.from({ length: 8 }, () =>
          claimRound(prisma, undone(5), async (tx, rows: { id: string }[]) => {
            await new Promise((resolve) => setTimeout(resolve, 50));
            await tx.$executeRaw`UPDATE "claim_test"."items" SET "done" = true
              WHERE "id" = ANY(${rows.map((r) => r.id)}::uuid[])`;
            return rows.map((r) => r.id);
          }),
        ),
      );
      const all = claimed.flat();
      expect(new Set(all).size).toBe(all.length);
    }));

  it('passes over rows another transaction holds, or waits for them when asked', () =>
    withTables(async (prisma) => {
      await insertItems(prisma, 4);
      const held = await holding(prisma, 2);
      const seqs = await updateClaimed<{ seq: number }>(
        prisma,
        undone(4),
        Prisma.sql`"done" = true`,
        Prisma.sql`"seq"`,
      );
      expect(seqs.map((r) => r.seq).sort()).toEqual([2, 3]);
      const waiting = deleteClaimed(prisma, { ...undone(4), where: Prisma.sql`true`, wait: true });
      let deleted: number | undefined;
      void waiting.then((count) => (deleted = count));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(deleted).toBeUndefined();
      held.release();
      await held.done;
      expect(await waiting).toBe(4);
    }));

  it('locks only the claimed table of a join', () =>
    withTables(async (prisma) => {
      const group = await insertItems(prisma, 3);
      const ofOpenGroups: ClaimSpec = {
        ...undone(3),
        as: 'i',
        join: Prisma.sql`JOIN "claim_test"."groups" g ON g."id" = i."group_id"`,
        where: Prisma.sql`g."open" AND NOT i."done"`,
      };
      // A round holding the group's row (FOR UPDATE) does not keep another from claiming its items.
      const ids = await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "claim_test"."groups" WHERE "id" = ${group}::uuid FOR UPDATE`;
        return updateClaimed(prisma, ofOpenGroups, Prisma.sql`"done" = true`);
      });
      expect(ids).toHaveLength(3);
    }));
});
