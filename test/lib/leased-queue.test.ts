import { randomUUID } from 'node:crypto';
import { createPrisma, Prisma, type PrismaClient } from '../../lib/db/prisma';
import { migrate } from '../../lib/db/migrate';
import { leasedQueue, type QueueSpec } from '../../lib/jobs/leased-queue';
import { countRows } from '../../lib/jobs/leased-queue-store';
import { mediaJobQueue } from '../../subgraphs/media/worker/queue-store';
import { exportQueue } from '../../subgraphs/reports/worker/queue-store';
import { trainingQueue } from '../../subgraphs/ml/training/training-queue-store';
import { withFreshDatabase } from '../fresh-database';

/*
 * The one leased queue (lib/jobs/leased-queue-store.ts) against the real database: the protocol
 * on a table of its own (an enum status like media's and reports'), then each service's queue on
 * its migrated table.
 */

jest.setTimeout(60_000);

const spec: QueueSpec = {
  name: 'test',
  schema: 'queue_test',
  table: 'jobs',
  queued: 'waiting',
  running: 'working',
  claimsColumn: 'claims',
  claimsField: 'claims',
  ownerColumn: 'owner',
  ownerField: 'owner',
  leaseColumn: 'lease_until',
  ready: Prisma.sql`"ready"`,
  onClaim: Prisma.sql`"progress" = 10`,
  maxClaims: 2,
};
const queue = leasedQueue(spec);

async function withQueueTable(work: (prisma: PrismaClient) => Promise<void>): Promise<void> {
  await withFreshDatabase(async (url) => {
    await migrate(url);
    const prisma = createPrisma(url, 40);
    try {
      await prisma.$executeRawUnsafe(`CREATE SCHEMA "queue_test"`);
      await prisma.$executeRawUnsafe(
        `CREATE TYPE "queue_test"."state" AS ENUM ('waiting', 'working', 'done')`,
      );
      await prisma.$executeRawUnsafe(`CREATE TABLE "queue_test"."jobs" (
        "id" uuid PRIMARY KEY, "status" "queue_test"."state" NOT NULL DEFAULT 'waiting',
        "ready" boolean NOT NULL DEFAULT true, "progress" int NOT NULL DEFAULT 0,
        "claims" int NOT NULL DEFAULT 0, "owner" text, "lease_until" timestamptz(3),
        "started_at" timestamptz(3), "created_at" timestamptz(3) NOT NULL DEFAULT clock_timestamp(),
        "updated_at" timestamptz(3) NOT NULL DEFAULT now())`);
      await work(prisma);
    } finally {
      await prisma.$disconnect();
    }
  });
}

const insert = async (prisma: PrismaClient, count: number, ready = true) => {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids)
    await prisma.$executeRaw`INSERT INTO "queue_test"."jobs" ("id", "ready") VALUES (${id}::uuid, ${ready})`;
  return ids;
};
const expireLeases = (prisma: PrismaClient) =>
  prisma.$executeRaw`UPDATE "queue_test"."jobs" SET "lease_until" = now() - interval '1 second'`;

describe('the leased queue', () => {
  it('hands each row to one of many concurrent claimers, oldest first, only rows that are ready', async () => {
    await withQueueTable(async (prisma) => {
      const ids = await insert(prisma, 12);
      await insert(prisma, 3, false);
      const batches = await Promise.all(
        Array.from({ length: 20 }, (_, i) => queue.claim(prisma, `claimer-${i}`, 60_000, 2)),
      );
      const won = batches.flat();
      expect(won.map((c) => c.id).sort()).toEqual([...ids].sort());
      expect(won.every((c) => c.token === 1 && !c.exhausted)).toBe(true);
      const rows = await prisma.$queryRaw<{ progress: number; owner: string }[]>`
        SELECT "progress", "owner" FROM "queue_test"."jobs" WHERE "ready"`;
      expect(new Set(rows.map((r) => r.progress))).toEqual(new Set([10]));
      expect(await queue.claim(prisma, 'late', 60_000, 5)).toEqual([]);
      expect((await countRows(prisma, spec)).map((r) => [r.status, r.count]).sort()).toEqual([
        ['waiting', 3],
        ['working', 12],
      ]);
    });
  });

  it('fences every write of a claim whose lease passed to a newer claim, even of the same owner', async () => {
    await withQueueTable(async (prisma) => {
      const [id] = await insert(prisma, 1);
      const [first] = await queue.claim(prisma, 'worker-a', 60_000);
      expect(await queue.renew(prisma, first, 60_000)).toBe(true);
      // Not claimable while the lease holds.
      expect(await queue.claim(prisma, 'worker-b', 60_000)).toEqual([]);
      await expireLeases(prisma);
      // The same worker takes its own expired row back: only the counter tells the claims apart.
      const [second] = await queue.claim(prisma, 'worker-a', 60_000);
      expect([second.id, second.token, first.token]).toEqual([id, 2, 1]);
      expect(await queue.renew(prisma, first, 60_000, Prisma.sql`"progress" = 99`)).toBe(false);
      await queue.handBack(prisma, first);
      const [row] = await prisma.$queryRaw<{ progress: number; live: boolean }[]>`
        SELECT "progress", "lease_until" > now() AS "live" FROM "queue_test"."jobs"`;
      expect(row).toEqual({ progress: 10, live: true });
      // The holder hands it back: the next claim takes it at once, without waiting for the lease.
      await queue.handBack(prisma, second);
      const [third] = await queue.claim(prisma, 'worker-b', 60_000);
      expect([third.token, third.exhausted]).toEqual([3, true]);
      expect(queue.held(third)).toEqual({ id, status: 'working', claims: 3, owner: 'worker-b' });
    });
  });

  it("runs each service's queue on its own migrated table", async () => {
    await withFreshDatabase(async (url) => {
      await migrate(url);
      const prisma = createPrisma(url, 2);
      try {
        for (const q of [mediaJobQueue, exportQueue, trainingQueue]) {
          expect(await q.claim(prisma, 'nobody', 1000, 3)).toEqual([]);
          expect(await countRows(prisma, q.spec)).toEqual([]);
        }
      } finally {
        await prisma.$disconnect();
      }
    });
  });
});
