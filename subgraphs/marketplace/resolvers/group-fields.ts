import { requireCaller } from '../../../lib/context';
import type { ListingRow } from '../listings/listing-store';
import type { MarketplaceContext } from '../shared/context';
import { findVisible } from '../listings/access';

/**
 * The `listing` field of a listing's child (AI asset, slot, tier, package, media): batched
 * through the loader, null when the caller can no longer see the listing.
 */
export function visibleListingOf(row: { listingId: string | null }, _args: unknown, context: MarketplaceContext): Promise<ListingRow | null> | null {
  return row.listingId ? findVisible(context.loaders, requireCaller(context), row.listingId) : null;
}

/** A user of the identity subgraph by id; the gateway fetches its fields from there. */
export function userRef(id: string): { __typename: 'User'; id: string } {
  return { __typename: 'User', id };
}
