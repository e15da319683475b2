import { dataDir, envInt } from '../config';
import { startEmbeddedPostgres } from './embedded';
import { migrate, type MigrationResult } from './migrate';
import { createPrisma, type PrismaClient } from './prisma';

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
  const embedded = await startEmbeddedPostgres({ dir: dataDir(), port: envInt('EMBEDDED_PG_PORT', 54329), portSetting: 'EMBEDDED_PG_PORT' });
  return { url: embedded.url, embedded: true, stop: embedded.stop };
}

export interface OpenDatabase {
  database: Database;
  prisma: PrismaClient;
  migrations: MigrationResult;
  close(): Promise<void>;
}

/** What every service does first: find the database, bring it up to date, connect. */
export async function openDatabase(): Promise<OpenDatabase> {
  const database = await resolveDatabase();
  const migrations = await migrate(database.url);
  const prisma = createPrisma(database.url);
  return {
    database,
    prisma,
    migrations,
    close: async () => {
      await prisma.$disconnect();
      await database.stop();
    },
  };
}
