import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { createPrisma } from '../../lib/db/prisma';
import { listMigrations, migrate } from '../../lib/db/migrate';
import { withFreshDatabase } from '../fresh-database';
import { claimDue, recordAttempts } from '../../subgraphs/integrations/deliveries/delivery-store';

const LEASED = '20261203150000_webhook_deliveries_leased';
const MIGRATIONS = join(__dirname, '..', '..', 'prisma', 'migrations');

/** The migrations before webhook deliveries moved onto the leased queue, in a folder of their own. */
function migrationsBefore(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-migrations-'));
  for (const migration of listMigrations().filter((m) => m.name < name))
    cpSync(join(MIGRATIONS, migration.name), join(dir, migration.name), { recursive: true });
  return dir;
}

it('moves existing webhook deliveries onto the leased queue: claims from attempts, no owner, then claimed and fenced', async () => {
  await withFreshDatabase(async (url) => {
    await migrate(url, migrationsBefore(LEASED));
    const client = new Client({ connectionString: url });
    await client.connect();
    const endpoint = '00000000-0000-4000-8000-000000000001';
    const tenant = '00000000-0000-4000-8000-000000000002';
    try {
      // The tenant is identity's; its foreign key is not what this test is about.
      await client.query('SET session_replication_role = replica');
      await client.query(
        `INSERT INTO "integrations"."webhook_endpoints" ("id", "tenant_id", "url", "secret", "created_by", "updated_at")
         VALUES ($1, $2, 'http://127.0.0.1:9/', 's', $2, now())`,
        [endpoint, tenant],
      );
      await client.query(
        `INSERT INTO "integrations"."webhook_deliveries"
           ("id", "tenant_id", "endpoint_id", "event_id", "event_type", "payload", "status", "attempts", "next_attempt_at", "updated_at")
         VALUES (gen_random_uuid(), $2, $1, gen_random_uuid(), 'payment.failed', '{}', 'failed', 2, now() - interval '1 minute', now()),
                (gen_random_uuid(), $2, $1, gen_random_uuid(), 'payment.failed', '{}', 'succeeded', 1, NULL, now())`,
        [endpoint, tenant],
      );
    } finally {
      await client.end();
    }
    // Every later migration runs too; the leased one is the first of them.
    const later = listMigrations()
      .map((m) => m.name)
      .filter((name) => name >= LEASED);
    expect((await migrate(url)).applied).toEqual(later);
    const prisma = createPrisma(url, 1);
    try {
      const rows = await prisma.webhookDelivery.findMany({ orderBy: { attempts: 'desc' } });
      expect(rows.map((r) => [r.status, r.attempts, r.claims, r.leaseOwner])).toEqual([
        ['failed', 2, 2, null],
        ['succeeded', 1, 1, null],
      ]);
      const now = new Date();
      const [claimed] = await claimDue(prisma, now, new Date(now.getTime() + 60_000), 10, 'a');
      expect(claimed.claim).toEqual({ id: rows[0].id, token: 3, owner: 'a' });
      expect(
        await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: claimed.id } }),
      ).toMatchObject({ status: 'failed', claims: 3, leaseOwner: 'a' });
      // An outcome under an older claim (a dispatcher from before, or one whose lease ran out) lands nowhere.
      const outcome = {
        status: 'succeeded' as const,
        attempts: 3,
        statusCode: 200,
        error: null,
        at: now,
        nextAttemptAt: null,
      };
      await recordAttempts(prisma, [
        { id: claimed.id, claim: { ...claimed.claim, token: 2 }, ...outcome },
      ]);
      expect(
        (await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: claimed.id } })).status,
      ).toBe('failed');
      await recordAttempts(prisma, [{ id: claimed.id, claim: claimed.claim, ...outcome }]);
      expect(
        await prisma.webhookDelivery.findUniqueOrThrow({ where: { id: claimed.id } }),
      ).toMatchObject({ status: 'succeeded', attempts: 3, leaseOwner: null });
    } finally {
      await prisma.$disconnect();
    }
  });
});
