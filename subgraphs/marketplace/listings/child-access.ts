import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { assertUuid, type InputCheck } from '../../../lib/validation';
import type { MarketplaceDeps } from '../common/deps';
import { findVisible, ownedListing, visibleListing } from './access';
import { assertEditable } from './listing-machine';
import type { ListingRow, MarketplaceLane } from './listing-store';

/** The listing a list of children belongs to: visible to the caller, else 404. */
export function parentListing(
  deps: MarketplaceDeps,
  actor: Actor,
  listingId: string,
): Promise<ListingRow> {
  assertUuid(listingId, 'listingId');
  return visibleListing(deps.loaders, actor, listingId);
}

/**
 * The listing a child (AI asset, slot, tier, package, product image) is added to or changed on:
 * visible (404), the caller's own (403), of the required lane (a problem of `listingId`, reported
 * with the input's other problems) and still open (a closed listing is 400 INVALID_STATE).
 */
export async function listingForChange(
  deps: MarketplaceDeps,
  actor: Actor,
  listingId: string,
  lane: MarketplaceLane | null,
  check: InputCheck,
): Promise<ListingRow> {
  assertUuid(listingId, 'listingId');
  const listing = await ownedListing(deps.loaders, actor, listingId);
  if (lane && listing.category !== lane)
    check.problem('listingId', `must be a ${lane}-lane listing (this one is ${listing.category})`);
  check.done();
  assertEditable(listing.status);
  return listing;
}

/** Changing or deleting an existing child needs the same: the parent owned and still open. */
export async function ownedOpenListing(
  deps: MarketplaceDeps,
  actor: Actor,
  listingId: string,
): Promise<ListingRow> {
  const listing = await ownedListing(deps.loaders, actor, listingId);
  assertEditable(listing.status);
  return listing;
}

/**
 * A child of a listing is visible exactly when its listing is: another tenant's, a deleted
 * listing's or a draft of someone else's child is 404 like an id that never existed.
 */
export async function visibleChild<T extends { listingId: string }>(
  deps: MarketplaceDeps,
  actor: Actor,
  row: T | null,
  resource: string,
  id: string,
): Promise<T> {
  if (row && (await findVisible(deps.loaders, actor, row.listingId))) return row;
  throw new NotFoundError(resource, id);
}
