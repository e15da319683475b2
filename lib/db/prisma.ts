import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

import type { Prisma } from './generated/client';

export { Prisma, PrismaClient } from './generated/client';

/** What data functions run on: the client, or the transaction a caller opened with it. */
export type Db = PrismaClient | Prisma.TransactionClient;

const urls = new WeakMap<PrismaClient, string>();

/** One PrismaClient with its own pg pool; every subgraph in a process may share it. */
export function createPrisma(databaseUrl: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  const prisma = new PrismaClient({ adapter });
  urls.set(prisma, databaseUrl);
  return prisma;
}

/** The connection string a client was made with, for the few parts that need a plain pg connection (LISTEN). */
export function databaseUrlOf(prisma: PrismaClient): string | undefined {
  return urls.get(prisma);
}
