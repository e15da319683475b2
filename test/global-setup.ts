import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';
import { freePort } from './free-port';

import { TEMPLATE_DB, withDatabase } from './test-databases';

/**
 * One PostgreSQL for the whole run (embedded unless DATABASE_URL names a server), with a
 * migrated template database; each test file clones its own database from the template.
 */
export default async function globalSetup(): Promise<void> {
  process.env.JWT_SECRET ??= randomBytes(32).toString('base64url');
  process.env.SUBGRAPH_SECRET ??= randomBytes(32).toString('base64url');
  // The run hashes thousands of passwords; each costs 1/32 of production's (lib/auth/password.ts).
  process.env.PASSWORD_HASH_COST ??= '10';
  // Where the platforms test files share say where they are, and whose end stops them (test/shared-platform.ts).
  process.env.TEST_RUN_PID = String(process.pid);
  process.env.TEST_RUN_DIR = mkdtempSync(join(tmpdir(), 'lanes-run-'));
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = join(tmpdir(), `lanes-test-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    const db = await startEmbeddedPostgres({
      dir,
      port: await freePort(),
      persistent: false,
      fast: true,
      database: 'postgres',
    });
    (globalThis as Record<string, unknown>).__embeddedPostgres = { stop: db.stop, dir };
    serverUrl = db.url;
  }
  const admin = new Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  await admin.end();
  await migrate(withDatabase(serverUrl, TEMPLATE_DB));
  process.env.TEST_DATABASE_SERVER_URL = withDatabase(serverUrl, 'postgres');
}
