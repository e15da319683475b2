import type { PrismaClient } from '../../../lib/db/prisma';

// DataLoaders of quotes and orders; every one scoped to the caller's tenant.
export interface DealLoaders {}

export function createDealLoaders(_prisma: PrismaClient, _tenantId: string | null): DealLoaders {
  return {};
}
