import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

export { Prisma, PrismaClient } from './generated/client';

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
