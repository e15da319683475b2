import type { Listing, ListingStatus, MarketplaceLane } from '../../../lib/db/generated/client';
import type { Db } from '../../../lib/db/prisma';
import { withDatabaseErrors, nullWhenUnmatched } from '../../../lib/db/prisma-errors';

export type { ListingStatus, MarketplaceLane };

/** A live (not deleted) listing as the rules see it: money columns are plain numbers. */
export interface ListingRow {
  id: string;
  tenantId: string;
  sellerId: string;
  title: string;
  description: string;
  category: MarketplaceLane;
  status: ListingStatus;
  geoRegion: string | null;
  priceMin: number;
  priceMax: number;
  currency: string;
  totalViews: number;
  totalBookings: number;
  revenue: number;
  ratingCount: number;
  averageRating: number;
  publishedAt: Date | null;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** A venue's place (portico listings only: ./venue-place-input.ts). */
  venueAddress: string | null;
  venueCity: string | null;
  venueCountry: string | null;
  capacity: number | null;
}

/** The fields a create or an update may set. */
export interface ListingChanges {
  title?: string;
  description?: string;
  category?: MarketplaceLane;
  geoRegion?: string | null;
  priceMin?: number;
  priceMax?: number;
  currency?: string;
  status?: ListingStatus;
  publishedAt?: Date;
  closedAt?: Date;
  venueAddress?: string | null;
  venueCity?: string | null;
  venueCountry?: string | null;
  capacity?: number | null;
}

export type NewListing = Required<
  Pick<ListingChanges, 'title' | 'description' | 'category' | 'priceMin' | 'priceMax' | 'currency'>
> & {
  tenantId: string;
  sellerId: string;
  geoRegion: string | null;
} & Pick<ListingChanges, 'venueAddress' | 'venueCity' | 'venueCountry' | 'capacity'>;

function toListingRow(listing: Listing): ListingRow {
  const { deletedAt: _deletedAt, ...rest } = listing;
  return {
    ...rest,
    priceMin: listing.priceMin.toNumber(),
    priceMax: listing.priceMax.toNumber(),
    revenue: listing.revenue.toNumber(),
  };
}

/** One query for any number of ids; deleted listings and other tenants' listings are absent. */
export async function findListingsByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<ListingRow[]> {
  const rows = await prisma.listing.findMany({
    where: { tenantId, id: { in: [...ids] }, deletedAt: null },
  });
  return rows.map(toListingRow);
}

export async function insertListing(prisma: Db, listing: NewListing): Promise<ListingRow> {
  return toListingRow(
    await withDatabaseErrors('Listing', () => prisma.listing.create({ data: listing })),
  );
}

/**
 * Writes `changes` only if the listing still has the state and prices the rules decided on,
 * so a concurrent move or price change cannot slip between the check and the write.
 * Null means the listing changed (or went away) meanwhile.
 */
export async function updateListingIfUnchanged(
  prisma: Db,
  seen: ListingRow,
  changes: ListingChanges,
): Promise<ListingRow | null> {
  return nullWhenUnmatched('Listing', async () => {
    const updated = await prisma.listing.update({
      where: {
        id: seen.id,
        tenantId: seen.tenantId,
        deletedAt: null,
        status: seen.status,
        priceMin: seen.priceMin,
        priceMax: seen.priceMax,
      },
      data: changes,
    });
    return toListingRow(updated);
  });
}

/** Soft delete; false when the listing was already deleted. */
export async function softDeleteListing(
  prisma: Db,
  tenantId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const { count } = await prisma.listing.updateMany({
    where: { id, tenantId, deletedAt: null },
    data: { deletedAt: now },
  });
  return count === 1;
}
