import type { PrismaClient } from '../../../lib/db/prisma';

// DataLoaders of disputes, collaborations and analytics; every one scoped to the caller's tenant.
export interface DisputeLoaders {}

export function createDisputeLoaders(_prisma: PrismaClient, _tenantId: string | null): DisputeLoaders {
  return {};
}
