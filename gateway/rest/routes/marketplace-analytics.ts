import { routeBuilder, type RestRoute } from '../route';

const FUNNEL = `startDate endDate views uniqueViewers quotesReceived quotesAccepted orders completedOrders revenue
  viewToQuoteRate quoteAcceptanceRate viewToOrderRate orderCompletionRate`;
const RANGE = '$startDate: String, $endDate: String';

const { query } = routeBuilder('marketplace', '/marketplace/v1');

/** REST paths of `subgraphs/marketplace/analytics/`: docs/api/marketplace.md, Paths. */
export const marketplaceAnalyticsRoutes: RestRoute[] = [
  query(
    '/analytics/listing/:listingId',
    "A listing's views, quotes, orders, revenue and rates in a date range (its seller and admins)",
    'listingAnalytics',
    `listingId ${FUNNEL} averageRating ratingCount dailyViews { date views }`,
    `$listingId: ID!, ${RANGE}`,
    { errors: [401, 404] },
  ),
  query(
    '/analytics/lane/:category',
    "A lane's listings, views, orders, revenue and top sellers in a date range (admins)",
    'laneAnalytics',
    `category listings activeListings newListings ${FUNNEL} topSellers { rank sellerId completedOrders revenue }`,
    `$category: MarketplaceLane!, ${RANGE}`,
    { errors: [401, 403] },
  ),
  query(
    '/analytics/seller/:sellerId',
    "Totals across a seller's listings in a date range (the seller and admins)",
    'sellerAnalytics',
    `sellerId listings activeListings ${FUNNEL} averageRating ratingCount`,
    `$sellerId: ID!, ${RANGE}`,
    { errors: [401, 404] },
  ),
  query(
    '/analytics/top',
    "A lane's top listings by views, bookings, rating or revenue (admins)",
    'topListings',
    'rank listingId title value',
    `$category: MarketplaceLane, $metric: AnalyticsMetric, $limit: Int, ${RANGE}`,
    { errors: [401, 403] },
  ),
];
