import { randomUUID } from 'node:crypto';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';
import { createPrisma } from '../lib/db/prisma';
import { seedDemo } from '../prisma/seed';
import { freePort } from '../test/free-port';
import { onServer, withDatabase } from '../test/test-databases';

/** The seeded database every layout on a shared server copies (bench/smoke.ts makes it). */
const TEMPLATE = 'bench_seeded_template';

export interface LayoutDatabase {
  url: string;
  stop(): Promise<void>;
}

/** The demo seed, migrated, in `url`'s database. */
async function migratedAndSeeded(url: string): Promise<void> {
  await migrate(url);
  const prisma = createPrisma(url, 2);
  try {
    await seedDemo(prisma);
  } finally {
    await prisma.$disconnect();
  }
}

/**
 * On a PostgreSQL server that runs of layout after layout share (BENCH_DATABASE_SERVER_URL), the
 * template they copy: migrated and seeded once. Answers what to hand those runs.
 */
export async function prepareSharedTemplate(serverUrl: string): Promise<Record<string, string>> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE "${TEMPLATE}"`);
  await migratedAndSeeded(withDatabase(serverUrl, TEMPLATE));
  return { BENCH_DATABASE_SERVER_URL: serverUrl };
}

/**
 * The database of one distributed layout, migrated and holding the demo seed: an embedded
 * PostgreSQL of its own in `dir`, as a benchmark's figures want; or, with
 * BENCH_DATABASE_SERVER_URL (bench/smoke.ts), a copy of the seeded template on that server, so
 * smoke runs neither start a PostgreSQL nor migrate and seed each time.
 */
export async function startLayoutDatabase(dir: string): Promise<LayoutDatabase> {
  const server = process.env.BENCH_DATABASE_SERVER_URL;
  if (server) {
    const name = `bench_${randomUUID().replace(/-/g, '')}`;
    await onServer(server, `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE}"`);
    return {
      url: withDatabase(server, name),
      stop: () => onServer(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  }
  const db = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false });
  try {
    await migratedAndSeeded(db.url);
  } catch (error) {
    await db.stop();
    throw error;
  }
  return db;
}
