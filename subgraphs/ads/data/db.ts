import type { Prisma, PrismaClient } from '../../../lib/db/prisma';

/** The client or an open transaction: every data function works inside either. */
import type { Db } from '../../../lib/db/prisma';

export type { Db };

export type Tx = Prisma.TransactionClient;

/**
 * Runs `work` in one transaction: a change, the rows it locks and the events it records in the
 * outbox commit together or not at all.
 */
export function transaction<T>(prisma: PrismaClient, work: (tx: Tx) => Promise<T>): Promise<T> {
  return prisma.$transaction(work);
}
