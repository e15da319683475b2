import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createPrisma } from '../../lib/db/prisma';
import { migrate } from '../../lib/db/migrate';
import { withFreshDatabase } from '../fresh-database';

// prisma/migrations/20261126141000_file_keys turns the `/files/` URLs older rows held into keys.
// Its statements are idempotent, so they are run again here over rows written the old way.
const MIGRATION = readFileSync(
  join(__dirname, '..', '..', 'prisma', 'migrations', '20261126141000_file_keys', 'migration.sql'),
  'utf8',
);

/** A new database with every migration applied, for rows written the old way. */
function withMigratedDatabase(work: (url: string) => Promise<void>): Promise<void> {
  return withFreshDatabase(async (url) => {
    await migrate(url);
    await work(url);
  });
}

describe('migration 20261126141000_file_keys', () => {
  it('keeps keys, drops platform URLs, takes a key from a bare /files/ URL and leaves other URLs', async () => {
    await withMigratedDatabase(async (url) => {
      const prisma = createPrisma(url, 2);
      try {
        const tenant = await prisma.tenant.create({ data: { name: 'Legacy' } });
        const user = await prisma.user.create({
          data: {
            tenantId: tenant.id,
            email: `legacy-${randomUUID()}@example.test`,
            name: 'Legacy',
            passwordHash: 'x',
            roles: ['user'],
          },
        });
        const common = {
          tenantId: tenant.id,
          ownerId: user.id,
          type: 'image-generation',
          params: {},
          timeoutSeconds: 300,
          creditsReserved: 0,
          reservationId: randomUUID(),
        };
        const written = await prisma.mediaJob.create({
          data: {
            ...common,
            id: randomUUID(),
            status: 'completed',
            outputs: [
              {
                url: 'https://files.example/files/media/t/j/1.png',
                key: 'media/t/j/1.png',
                width: 8,
              },
              { url: '/files/media/t/j/2.png', width: 8 },
              { url: 'https://provider.example/out.png' },
            ],
          },
        });
        const untouched = await prisma.mediaJob.create({
          data: { ...common, id: randomUUID(), reservationId: randomUUID(), status: 'queued' },
        });
        const inference = {
          tenantId: tenant.id,
          userId: user.id,
          mode: 'single',
          kind: 'voice',
          status: 'completed' as const,
          prompt: 'p',
          contextChars: 0,
          maxTokens: 10,
          results: [],
          usage: {},
          costUsd: 0,
          creditsReserved: 0,
          reservationId: 'r',
          latencyMs: 1,
        };
        const spoken = await prisma.aiInference.create({
          data: {
            ...inference,
            id: randomUUID(),
            speech: { url: `/files/ai/${tenant.id}/x.wav`, format: 'wav', durationSeconds: 1 },
          },
        });

        const client = new Client({ connectionString: url });
        await client.connect();
        await client.query(MIGRATION);
        await client.query(MIGRATION); // a second run changes nothing more
        await client.end();

        expect(
          (await prisma.mediaJob.findUniqueOrThrow({ where: { id: written.id } })).outputs,
        ).toEqual([
          { key: 'media/t/j/1.png', width: 8 },
          { key: 'media/t/j/2.png', width: 8 },
          { url: 'https://provider.example/out.png' },
        ]);
        expect(
          (await prisma.mediaJob.findUniqueOrThrow({ where: { id: untouched.id } })).outputs,
        ).toEqual([]);
        expect(
          (await prisma.aiInference.findUniqueOrThrow({ where: { id: spoken.id } })).speech,
        ).toEqual({ key: `ai/${tenant.id}/x.wav`, format: 'wav', durationSeconds: 1 });
      } finally {
        await prisma.$disconnect();
      }
    });
  });
});
