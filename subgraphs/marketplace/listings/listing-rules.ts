import { publicRating } from '../domain/derived-fields';
import type { PrismaClient } from '../../../lib/db/prisma';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import { nextState } from '../../../lib/state-machine';
import { countView, insertListing, softDeleteListing, updateListingIfUnchanged, type ListingChanges, type ListingRow } from './listing-store';
import { countViews } from './view-store';
import type { MarketplaceLoaders } from '../shared/loaders';
import { ownedListing, visibleListing, type Actor } from './access';
import { checkCreate, checkUpdate, type CreateListingInput, type UpdateListingInput } from './listing-input';
import { assertEditable, listingMachine, MOVE_STAMPS, type ListingMove } from './listing-machine';

/** What the listing operations need from the request: the database and its loaders. */
export interface ListingDeps {
  prisma: PrismaClient;
  loaders: MarketplaceLoaders;
}

/**
 * Reads the owned listing, lets `decide` validate and compute the change from what it saw,
 * and writes only if the listing is still as seen.
 */
async function changeOwned(
  deps: ListingDeps,
  actor: Actor,
  id: string,
  decide: (listing: ListingRow) => ListingChanges,
): Promise<ListingRow> {
  // A write loses a race only when another write landed between its read and its update; a few
  // fresh attempts settle it (the loser then sees the new state and answers accordingly).
  return retryWhileStale(
    async (attempt) => {
      if (attempt > 0) deps.loaders.listingById.clear(id);
      const listing = await ownedListing(deps.loaders, actor, id);
      const changes = decide(listing);
      // An empty PATCH changes nothing, so it must not move updatedAt either.
      if (Object.keys(changes).length === 0) return listing;
      const updated = await updateListingIfUnchanged(deps.prisma, listing, changes);
      if (!updated) return undefined;
      deps.loaders.listingById.clear(id).prime(id, updated);
      return updated;
    },
    () => new ConflictError('The listing is being changed by another request; please retry'),
  );
}

export function getListing(deps: ListingDeps, actor: Actor, id: string): Promise<ListingRow> {
  return visibleListing(deps.loaders, actor, id);
}

/** A new listing is a draft owned by its creator (role checked by the caller of this). */
export async function createListing(deps: ListingDeps, actor: Actor, input: CreateListingInput): Promise<ListingRow> {
  const listing = await insertListing(deps.prisma, { ...checkCreate(input), tenantId: actor.tenantId, sellerId: actor.id });
  deps.loaders.listingById.prime(listing.id, listing);
  return listing;
}

export function updateListing(deps: ListingDeps, actor: Actor, id: string, input: UpdateListingInput): Promise<ListingRow> {
  return changeOwned(deps, actor, id, (listing) => {
    assertEditable(listing.status);
    return checkUpdate(input, listing);
  });
}

export function moveListing(deps: ListingDeps, actor: Actor, id: string, move: ListingMove): Promise<ListingRow> {
  return changeOwned(deps, actor, id, (listing) => {
    const changes: ListingChanges = { status: nextState(listingMachine, listing.status, move) };
    const stamp = MOVE_STAMPS[move];
    if (stamp) changes[stamp] = listing[stamp] ?? new Date();
    return changes;
  });
}

/** Soft delete from any state: the row stays (for orders and analytics) but reads as gone. */
export async function deleteListing(deps: ListingDeps, actor: Actor, id: string): Promise<boolean> {
  const listing = await ownedListing(deps.loaders, actor, id);
  if (!(await softDeleteListing(deps.prisma, actor.tenantId, listing.id, new Date()))) throw new NotFoundError('Listing', id);
  deps.loaders.listingById.clear(id);
  return true;
}

/** Anyone who can see a listing may view it; only views of active listings are counted. */
export async function viewListing(deps: ListingDeps, actor: Actor, id: string): Promise<boolean> {
  const listing = await visibleListing(deps.loaders, actor, id);
  if (listing.status === 'active') {
    await countView(deps.prisma, { tenantId: actor.tenantId, listingId: listing.id, viewerId: actor.id, viewedAt: new Date() });
  }
  return true;
}

export interface ListingStats {
  listingId: string;
  status: ListingRow['status'];
  totalViews: number;
  viewsLast24Hours: number;
  viewsLast7Days: number;
  viewsLast30Days: number;
  uniqueViewers: number;
  totalBookings: number;
  revenue: number;
  averageRating: number | null;
  ratingCount: number;
  publishedAt: Date | null;
}

export async function listingStats(deps: ListingDeps, actor: Actor, id: string): Promise<ListingStats> {
  const listing = await visibleListing(deps.loaders, actor, id);
  const views = await countViews(deps.prisma, actor.tenantId, listing.id, new Date());
  return {
    listingId: listing.id,
    status: listing.status,
    totalViews: listing.totalViews,
    viewsLast24Hours: views.last24Hours,
    viewsLast7Days: views.last7Days,
    viewsLast30Days: views.last30Days,
    uniqueViewers: views.uniqueViewers,
    totalBookings: listing.totalBookings,
    revenue: listing.revenue,
    averageRating: publicRating(listing),
    ratingCount: listing.ratingCount,
    publishedAt: listing.publishedAt,
  };
}
