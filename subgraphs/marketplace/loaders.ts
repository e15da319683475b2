import DataLoader from 'dataloader';
import type { PrismaClient } from '../../lib/db/prisma';
import { isUuid } from '../../lib/context';
import { findListingsByIds, type ListingRow } from './data/listings';
import { createDealLoaders, type DealLoaders } from './loaders/deals';
import { createBookingLoaders, type BookingLoaders } from './loaders/bookings';
import { createGroupLoaders, type GroupLoaders } from './loaders/groups';
import { createDisputeLoaders, type DisputeLoaders } from './loaders/disputes';

export interface ListingLoaders {
  listingById: DataLoader<string, ListingRow | null>;
}

export type MarketplaceLoaders = ListingLoaders & DealLoaders & BookingLoaders & GroupLoaders & DisputeLoaders;

/**
 * Loaders live for one request and only ever see the caller's tenant. Ids that are not UUIDs
 * cannot exist, so they never reach the database (one bad id must not fail the whole batch).
 */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): MarketplaceLoaders {
  return {
    ...createDealLoaders(prisma, tenantId),
    ...createBookingLoaders(prisma, tenantId),
    ...createGroupLoaders(prisma, tenantId),
    ...createDisputeLoaders(prisma, tenantId),
    listingById: new DataLoader(async (ids) => {
      const wanted = ids.filter(isUuid);
      if (!tenantId || wanted.length === 0) return ids.map(() => null);
      const rows = new Map((await findListingsByIds(prisma, tenantId, wanted)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id.toLowerCase()) ?? null);
    }),
  };
}
