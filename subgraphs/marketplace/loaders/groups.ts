import type { PrismaClient } from '../../../lib/db/prisma';

// DataLoaders of AI assets, RFP, exhibitor slots, preferences, service tiers, sponsorship, media; every one scoped to the caller's tenant.
export interface GroupLoaders {}

export function createGroupLoaders(_prisma: PrismaClient, _tenantId: string | null): GroupLoaders {
  return {};
}
