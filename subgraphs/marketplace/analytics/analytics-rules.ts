import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import { publicRating } from '../listings/listing-rules';
import type { ListingRow, MarketplaceLane } from '../listings/listing-store';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceDeps } from '../common/deps';
import { assertMayReadLanes } from './access';
import { checkRange, conversionRates, type RangeArgs } from './analytics-input';
import type { DateRange, FunnelCounts } from './funnel-store';
import { laneTopSellers, laneTotals, type LaneSeller } from './lane-analytics-store';
import { dailyViews, listingFunnel, type DailyViews } from './listing-analytics-store';
import { sellerTotals } from './seller-analytics-store';
import { topListings, type AnalyticsMetric, type TopListingRow } from './top-listings-store';

type Rates = ReturnType<typeof conversionRates>;
type Period = { startDate: Date | null; endDate: Date | null };

function period(range: DateRange): Period {
  return { startDate: range.start, endDate: range.end };
}

export type ListingAnalyticsResult = Period &
  FunnelCounts &
  Rates & {
    listingId: string;
    listing: ListingRow;
    averageRating: number | null;
    ratingCount: number;
    dailyViews: DailyViews[];
  };

/**
 * A listing's analytics, for its seller and the tenant's admins. Anyone else gets 404, even for
 * an active listing they can see: analytics are the seller's business, and the documented
 * answers of this path are 401 and 404. Three queries: the listing, the funnel, the series.
 */
export async function listingAnalytics(
  deps: MarketplaceDeps,
  actor: Actor,
  listingId: string,
  args: RangeArgs,
): Promise<ListingAnalyticsResult> {
  const check = new InputCheck().uuid('listingId', listingId, { required: true });
  const range = checkRange(args, check);
  const listing = await deps.loaders.listingById.load(listingId);
  if (!listing || (listing.sellerId !== actor.id && !seesWholeTenant(actor)))
    throw new NotFoundError('Listing', listingId);
  const [funnel, series] = await Promise.all([
    listingFunnel(deps.prisma, actor.tenantId, listing.id, range),
    dailyViews(deps.prisma, actor.tenantId, listing, range, deps.clock.now()),
  ]);
  return {
    listingId: listing.id,
    listing,
    ...period(range),
    ...funnel,
    ...conversionRates(funnel),
    averageRating: publicRating(listing),
    ratingCount: listing.ratingCount,
    dailyViews: series,
  };
}

export type SellerAnalyticsResult = Period &
  FunnelCounts &
  Rates & {
    sellerId: string;
    listings: number;
    activeListings: number;
    averageRating: number | null;
    ratingCount: number;
  };

/**
 * Totals across a seller's listings, for the seller and the tenant's admins; anyone else, and
 * an admin asking about someone who never had a listing in the tenant, gets 404. One query.
 */
export async function sellerAnalytics(
  deps: MarketplaceDeps,
  actor: Actor,
  sellerId: string,
  args: RangeArgs,
): Promise<SellerAnalyticsResult> {
  const check = new InputCheck().uuid('sellerId', sellerId, { required: true });
  const range = checkRange(args, check);
  const id = sellerId.toLowerCase();
  if (id !== actor.id && !seesWholeTenant(actor)) throw new NotFoundError('Seller', sellerId);
  const { listingRows, ...totals } = await sellerTotals(deps.prisma, actor.tenantId, id, range);
  if (listingRows === 0 && id !== actor.id) throw new NotFoundError('Seller', sellerId);
  return { sellerId: id, ...period(range), ...totals, ...conversionRates(totals) };
}

const LANE_TOP_SELLERS = 5;

export type RankedLaneSeller = LaneSeller & { rank: number };

export type LaneAnalyticsResult = Period &
  FunnelCounts &
  Rates & {
    category: MarketplaceLane;
    listings: number;
    activeListings: number;
    newListings: number;
    topSellers: RankedLaneSeller[];
  };

/** A lane's analytics (admins). Two queries. */
export async function laneAnalytics(
  deps: MarketplaceDeps,
  actor: Actor,
  category: MarketplaceLane,
  args: RangeArgs,
): Promise<LaneAnalyticsResult> {
  assertMayReadLanes(actor);
  const range = checkRange(args);
  const [totals, sellers] = await Promise.all([
    laneTotals(deps.prisma, actor.tenantId, category, range),
    laneTopSellers(deps.prisma, actor.tenantId, category, range, LANE_TOP_SELLERS),
  ]);
  return {
    category,
    ...period(range),
    ...totals,
    ...conversionRates(totals),
    topSellers: sellers.map((seller, index) => ({ ...seller, rank: index + 1 })),
  };
}

export interface TopListingsArgs extends RangeArgs {
  category?: MarketplaceLane | null;
  metric?: AnalyticsMetric | null;
  limit?: number | null;
}

const TOP_DEFAULT_LIMIT = 10;
const TOP_MAX_LIMIT = 100;

/** The lane's best listings by a metric (admins). One query. */
export function rankListings(
  deps: MarketplaceDeps,
  actor: Actor,
  args: TopListingsArgs,
): Promise<TopListingRow[]> {
  assertMayReadLanes(actor);
  const check = new InputCheck().number('limit', args.limit, {
    integer: true,
    min: 1,
    max: TOP_MAX_LIMIT,
  });
  const range = checkRange(args, check);
  const ranged = range.start || range.end ? range : null;
  return topListings(deps.prisma, {
    tenantId: actor.tenantId,
    category: args.category ?? 'spotlight',
    metric: args.metric ?? 'views',
    range: ranged,
    limit: args.limit ?? TOP_DEFAULT_LIMIT,
  });
}
