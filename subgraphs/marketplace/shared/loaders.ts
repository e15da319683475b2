import DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { byId, rowLoader } from '../../../lib/db/loaders';
import { findListingsByIds, type ListingRow } from '../listings/listing-store';
import { createDealLoaders, type DealLoaders } from '../deals/loaders';
import { createBookingLoaders, type BookingLoaders } from '../bookings/loaders';
import { createGroupLoaders, type GroupLoaders } from '../catalog/loaders';
import { createDisputeLoaders, type DisputeLoaders } from '../disputes/loaders';

export interface ListingLoaders {
  listingById: DataLoader<string, ListingRow | null>;
}

export type MarketplaceLoaders = ListingLoaders & DealLoaders & BookingLoaders & GroupLoaders & DisputeLoaders;

/**
 * Loaders live for one request and only ever see the caller's tenant (lib/db/loaders.ts).
 */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): MarketplaceLoaders {
  return {
    ...createDealLoaders(prisma, tenantId),
    ...createBookingLoaders(prisma, tenantId),
    ...createGroupLoaders(prisma, tenantId),
    ...createDisputeLoaders(prisma, tenantId),
    listingById: rowLoader(tenantId, (tenant, ids) => findListingsByIds(prisma, tenant, ids), byId),
  };
}
