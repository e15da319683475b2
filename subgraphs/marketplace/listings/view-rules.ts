import type { Actor } from '../../../lib/context';
import type { MarketplaceDeps } from '../common/deps';
import { visibleListing } from './access';
import { publicRating } from './listing-rules';
import type { ListingRow } from './listing-store';
import { countView, countViews } from './view-store';

/** Anyone who can see a listing may view it; only views of active listings are counted. */
export async function viewListing(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  const listing = await visibleListing(deps.loaders, actor, id);
  if (listing.status === 'active') {
    await countView(deps.prisma, {
      tenantId: actor.tenantId,
      listingId: listing.id,
      viewerId: actor.id,
      viewedAt: deps.clock.now(),
    });
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

export async function listingStats(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<ListingStats> {
  const listing = await visibleListing(deps.loaders, actor, id);
  const views = await countViews(deps.prisma, actor.tenantId, listing.id, deps.clock.now());
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
