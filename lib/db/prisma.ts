import { PrismaPg } from '@prisma/adapter-pg';
import type { Pool } from 'pg';
import { createPool } from './pool';
import { upToDateDatabase, type Database } from './database';
import type { MigrationResult } from './migrate';
import { PrismaClient } from './generated/client';

import type { Prisma } from './generated/client';

export { Prisma, PrismaClient } from './generated/client';

/** What data functions run on: the client, or the transaction a caller opened with it. */
export type Db = PrismaClient | Prisma.TransactionClient;

const urls = new WeakMap<PrismaClient, string>();
const pools = new WeakMap<PrismaClient, Pool>();

/** One PrismaClient with its own pg pool; every subgraph in a process may share it. */
export function createPrisma(databaseUrl: string, poolSize = 10, poolName = 'main'): PrismaClient {
  // The pool is made here, not by the adapter, so /metrics can read its counts; the adapter
  // still ends it on $disconnect.
  const pool = createPool(databaseUrl, poolSize, poolName);
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const prisma = new PrismaClient({ adapter });
  urls.set(prisma, databaseUrl);
  pools.set(prisma, pool);
  return prisma;
}

/** The connection string a client was made with, for the few parts that need a plain pg connection (LISTEN). */
export function databaseUrlOf(prisma: PrismaClient): string | undefined {
  return urls.get(prisma);
}

/** The pg pool under a client, for plain-SQL parts that share its connections (the in-process gateway). */
export function poolOf(prisma: PrismaClient): Pool {
  const pool = plainPoolOf(prisma);
  if (!pool) throw new Error('this PrismaClient was not made by createPrisma');
  return pool;
}

/** The pg pool under `db` when it is a client createPrisma made; undefined for a transaction client. */
export function plainPoolOf(db: Db): Pool | undefined {
  return pools.get(db as PrismaClient);
}

export interface OpenDatabase {
  database: Database;
  prisma: PrismaClient;
  migrations: MigrationResult;
  close(): Promise<void>;
}

/** What every service does first: find the database, bring it up to date, connect. */
export async function openDatabase(): Promise<OpenDatabase> {
  const { database, migrations } = await upToDateDatabase();
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
