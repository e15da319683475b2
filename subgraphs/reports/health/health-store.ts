import type { Db } from '../../../lib/db/prisma';

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(prisma: Db): Promise<void> {
  await prisma.$queryRaw`SELECT 1`;
}
