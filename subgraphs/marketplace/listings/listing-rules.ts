import type { Actor } from '../../../lib/context';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import { nextState } from '../../../lib/state-machine';
import type { MarketplaceDeps } from '../common/deps';
import { assertMayCreateListing, ownedListing, visibleListing } from './access';
import {
  checkCreate,
  checkUpdate,
  type CreateListingInput,
  type UpdateListingInput,
} from './listing-input';
import { assertEditable, listingMachine, MOVE_STAMPS, type ListingMove } from './listing-machine';
import {
  insertListing,
  softDeleteListing,
  updateListingIfUnchanged,
  type ListingChanges,
  type ListingRow,
} from './listing-store';

/** Stored as 0 until the first rating; clients must be able to tell "unrated" from "rated 0". */
export function publicRating(listing: {
  ratingCount: number;
  averageRating: number;
}): number | null {
  return listing.ratingCount > 0 ? listing.averageRating : null;
}

/**
 * Reads the owned listing, lets `decide` validate and compute the change from what it saw,
 * and writes only if the listing is still as seen.
 */
async function changeOwned(
  deps: MarketplaceDeps,
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

export function getListing(deps: MarketplaceDeps, actor: Actor, id: string): Promise<ListingRow> {
  return visibleListing(deps.loaders, actor, id);
}

/** A new listing is a draft owned by its creator, an organizer or admin. */
export async function createListing(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateListingInput,
): Promise<ListingRow> {
  assertMayCreateListing(actor);
  const listing = await insertListing(deps.prisma, {
    ...checkCreate(input),
    tenantId: actor.tenantId,
    sellerId: actor.id,
  });
  deps.loaders.listingById.prime(listing.id, listing);
  return listing;
}

export function updateListing(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: UpdateListingInput,
): Promise<ListingRow> {
  return changeOwned(deps, actor, id, (listing) => {
    assertEditable(listing.status);
    return checkUpdate(input, listing);
  });
}

export function moveListing(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  move: ListingMove,
): Promise<ListingRow> {
  return changeOwned(deps, actor, id, (listing) => {
    const changes: ListingChanges = { status: nextState(listingMachine, listing.status, move) };
    const stamp = MOVE_STAMPS[move];
    if (stamp) changes[stamp] = listing[stamp] ?? deps.clock.now();
    return changes;
  });
}

/** Soft delete from any state: the row stays (for orders and analytics) but reads as gone. */
export async function deleteListing(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  const listing = await ownedListing(deps.loaders, actor, id);
  if (!(await softDeleteListing(deps.prisma, actor.tenantId, listing.id, deps.clock.now())))
    throw new NotFoundError('Listing', id);
  deps.loaders.listingById.clear(id);
  return true;
}
