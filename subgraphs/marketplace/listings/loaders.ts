import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findListingsByIds, type ListingRow } from './listing-store';

/** Live listings by id; deleted listings and other tenants' are null. */
export interface ListingLoaders {
  listingById: DataLoader<string, ListingRow | null>;
}

export function createListingLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
): ListingLoaders {
  return {
    listingById: rowLoader(tenantId, (tenant, ids) => findListingsByIds(prisma, tenant, ids), byId),
  };
}
