import type { PrismaClient } from '../../../lib/db/prisma';

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(prisma: PrismaClient): Promise<void> {
  await prisma.$queryRaw`SELECT 1`;
}
