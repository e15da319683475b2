import { dataDir, envInt } from '../config';
import { startEmbeddedPostgres } from './embedded';
import { migrate, type MigrationResult } from './migrate';
import type { Pool } from 'pg';
import { createPool } from './pool';

export interface Database {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set; otherwise the embedded PostgreSQL with its data in DATA_DIR. */
export async function resolveDatabase(): Promise<Database> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({
    dir: dataDir(),
    port: envInt('EMBEDDED_PG_PORT', 54329),
    portSetting: 'EMBEDDED_PG_PORT',
  });
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}

export interface OpenPool {
  database: Database;
  pool: Pool;
  close(): Promise<void>;
}

/**
 * What a process that needs plain SQL only (the gateway) does first: find the database, bring it
 * up to date, and open a pg pool; no Prisma client (services open theirs with ./prisma.ts openDatabase).
 */
export async function openDatabasePool(poolName: string): Promise<OpenPool> {
  const { database } = await upToDateDatabase();
  const pool = createPool(database.url, 10, poolName);
  return {
    database,
    pool,
    close: async () => {
      await pool.end();
      await database.stop();
    },
  };
}

/** The database found (resolveDatabase) and brought up to date, not yet connected to. */
export async function upToDateDatabase(): Promise<{
  database: Database;
  migrations: MigrationResult;
}> {
  const database = await resolveDatabase();
  return { database, migrations: await migrate(database.url) };
}
