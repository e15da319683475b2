import { requireCaller } from '../../../lib/context';
import type { MarketplaceContext } from '../common/context';
import { findVisible } from './access';
import type { ListingRow } from './listing-store';

/**
 * The `listing` field of a listing's child (booking, AI asset, slot, tier, package, media,
 * collaboration, ranking entry): batched through the loader, null when the caller can no
 * longer see the listing.
 */
export function visibleListingOf(
  row: { listingId: string | null },
  _args: unknown,
  context: MarketplaceContext,
): Promise<ListingRow | null> | null {
  return row.listingId
    ? findVisible(context.deps.loaders, requireCaller(context), row.listingId)
    : null;
}
