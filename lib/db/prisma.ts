import { PrismaPg } from '@prisma/adapter-pg';
import { Pool } from 'pg';
import { dbPoolConnections } from '../observability/metrics';
import { traceQueries } from '../observability/pg-tracing';
import { PrismaClient } from './generated/client';

import type { Prisma } from './generated/client';

export { Prisma, PrismaClient } from './generated/client';

/** What data functions run on: the client, or the transaction a caller opened with it. */
export type Db = PrismaClient | Prisma.TransactionClient;

const urls = new WeakMap<PrismaClient, string>();

/** One PrismaClient with its own pg pool; every subgraph in a process may share it. */
export function createPrisma(databaseUrl: string, poolSize = 10, poolName = 'main'): PrismaClient {
  // The pool is made here, not by the adapter, so /metrics can read its counts; the adapter
  // still ends it on $disconnect.
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  traceQueries(pool, poolName);
  const removeSource = dbPoolConnections.add(() => {
    const labels = (state: string) => ({ pool: poolName, state });
    return [
      { labels: labels('total'), value: pool.totalCount },
      { labels: labels('idle'), value: pool.idleCount },
      { labels: labels('waiting'), value: pool.waitingCount },
    ];
  });
  // The gauge forgets the pool when it ends, so an ended pool (and what it holds) can be freed.
  const end = pool.end.bind(pool) as () => Promise<void>;
  pool.end = (() => {
    removeSource();
    return end();
  }) as Pool['end'];
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const prisma = new PrismaClient({ adapter });
  urls.set(prisma, databaseUrl);
  return prisma;
}

/** The connection string a client was made with, for the few parts that need a plain pg connection (LISTEN). */
export function databaseUrlOf(prisma: PrismaClient): string | undefined {
  return urls.get(prisma);
}
