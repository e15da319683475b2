import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * Runs `work` on a new, empty database of the tests' PostgreSQL server (test/global-setup.ts),
 * dropped afterwards whatever happens: for tests of migrations themselves, which cannot start
 * from the migrated template the harness copies.
 */
export async function withFreshDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const server = process.env.TEST_DATABASE_SERVER_URL!;
  const name = `m_${randomUUID().replace(/-/g, '')}`;
  const admin = new Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
