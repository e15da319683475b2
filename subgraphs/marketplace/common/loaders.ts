import type { PrismaClient } from '../../../lib/db/prisma';
import { createBookingLoaders, type BookingLoaders } from '../bookings/loaders';
import { createCatalogLoaders, type CatalogLoaders } from '../catalog/loaders';
import { createCollaborationLoaders, type CollaborationLoaders } from '../collaborations/loaders';
import { createDealLoaders, type DealLoaders } from '../deals/loaders';
import { createDisputeLoaders, type DisputeLoaders } from '../disputes/loaders';
import { createListingLoaders, type ListingLoaders } from '../listings/loaders';
import { createRfpLoaders, type RfpLoaders } from '../rfps/loaders';

/** Every feature's DataLoaders, for one request. */
export type MarketplaceLoaders = ListingLoaders &
  DealLoaders &
  BookingLoaders &
  CatalogLoaders &
  RfpLoaders &
  DisputeLoaders &
  CollaborationLoaders;

/**
 * The request's loaders, joined from the features' builders (the one place common/ names
 * features). They live for one request and only ever see the caller's tenant (lib/db/loaders.ts).
 */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): MarketplaceLoaders {
  return {
    ...createListingLoaders(prisma, tenantId),
    ...createDealLoaders(prisma, tenantId),
    ...createBookingLoaders(prisma, tenantId),
    ...createCatalogLoaders(prisma, tenantId),
    ...createRfpLoaders(prisma, tenantId),
    ...createDisputeLoaders(prisma, tenantId),
    ...createCollaborationLoaders(prisma, tenantId),
  };
}
