import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

export { Prisma, PrismaClient } from './generated/client';

/** One PrismaClient with its own pg pool; every subgraph in a process may share it. */
export function createPrisma(databaseUrl: string, poolSize = 10): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  return new PrismaClient({ adapter });
}
