import type { Actor } from '../../../lib/context';
import type { SearchHitRow } from '../../../lib/search/hits';
import { checkSearchHitsArgs } from '../../../lib/search/search-input';
import type { MarketplaceDeps } from '../common/deps';
import { findListingHits } from './search-store';

export interface ListingHitsArgs {
  q: string;
  listings: boolean;
  venues: boolean;
  first: number;
  afterScore?: number | null;
  afterKey?: string | null;
}

/**
 * The tenant's active listings that match, for every caller alike: a search shows what is
 * published (docs/api/search.md), not a seller's drafts.
 */
export async function listingHits(
  deps: MarketplaceDeps,
  actor: Actor,
  args: ListingHitsArgs,
): Promise<SearchHitRow[]> {
  const q = checkSearchHitsArgs(args);
  if (!args.listings && !args.venues) return [];
  return findListingHits(deps.prisma, {
    tenantId: actor.tenantId,
    q,
    listings: args.listings,
    venues: args.venues,
    first: args.first,
    after:
      args.afterScore != null && args.afterKey != null
        ? { score: args.afterScore, key: args.afterKey }
        : undefined,
  });
}
