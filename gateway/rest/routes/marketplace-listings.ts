import { routeBuilder, type RestRoute } from '../route';

// The listing's own fields (no federated ones, so a REST read never needs another subgraph).
const LISTING = `id title description status category sellerId geoRegion priceMin priceMax currency place { address city country capacity }
  totalViews totalBookings averageRating createdAt updatedAt publishedAt closedAt`;
const STATS = `listingId status totalViews viewsLast24Hours viewsLast7Days viewsLast30Days uniqueViewers
  totalBookings revenue averageRating ratingCount publishedAt`;

// Query-string parameters arrive by name, so these variable names are the documented ones.
const LIST_VARIABLES = `$category: MarketplaceLane, $status: ListingStatus, $sellerId: ID, $priceMin: Float,
  $priceMax: Float, $geoRegion: String, $search: String, $sortBy: ListingSortKey, $sortOrder: SortOrder,
  $cursor: String, $limit: Int`;

const { query, mutation } = routeBuilder('marketplace', '/marketplace/v1');

// The error statuses legacy clients are written against (docs/rest-contract.md): a move by the
// wrong seller (403) is 404 there, a lost race (409) 400.
const MOVE = {
  errors: [400, 401, 404],
  codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'],
} satisfies Pick<RestRoute, 'errors' | 'codes'>;

/**
 * Listings (docs/api/marketplace.md, Paths; decisions in docs/marketplace-listings.md), with the
 * error statuses legacy clients are written against. `/listings/search` beats `/listings/:id` in
 * the router whatever the order.
 */
export const marketplaceListingsRoutes: RestRoute[] = [
  // A role refusal here is a 400.
  mutation(
    '/listings',
    'Create a listing (draft); organizers and admins',
    'createListing',
    LISTING,
    '$input: CreateListingInput!',
    { errors: [400, 401], codes: ['FORBIDDEN'], status: 201 },
  ),
  // Two paths run the same field: operation names (OpenAPI operationIds) are per path.
  query(
    '/listings',
    'List listings with filters, sorting and cursor pagination',
    'listings',
    LISTING,
    LIST_VARIABLES,
    { paginated: true, errors: [401] },
  ),
  query(
    '/listings/search',
    'Search listings (full text in `search`); same parameters as GET /listings',
    'listings',
    LISTING,
    LIST_VARIABLES,
    { name: 'SearchListings', paginated: true, errors: [401] },
  ),
  query(
    '/listings/lane/:category',
    "List one lane's listings",
    'listingsByLane',
    LISTING,
    '$category: MarketplaceLane!, $status: ListingStatus, $sortBy: ListingSortKey, $sortOrder: SortOrder, $cursor: String, $limit: Int',
    { paginated: true, errors: [401] },
  ),
  query('/listings/:id', 'Get a listing', 'listing', LISTING, '$id: ID!', { errors: [401, 404] }),
  mutation(
    '/listings/:id',
    'Update a listing (owner; draft, active or paused)',
    'updateListing',
    LISTING,
    '$id: ID!, $input: UpdateListingInput!',
    { method: 'PATCH', ...MOVE },
  ),
  mutation('/listings/:id', 'Soft-delete a listing (owner)', 'deleteListing', '', '$id: ID!', {
    method: 'DELETE',
    status: 204,
    errors: [401, 404],
    codes: ['FORBIDDEN'],
  }),
  query(
    '/listings/:id/stats',
    'View and booking statistics of a listing',
    'listingStats',
    STATS,
    '$id: ID!',
    { errors: [401, 404] },
  ),
  mutation(
    '/listings/:id/publish',
    'Publish a draft listing (owner)',
    'publishListing',
    LISTING,
    '$id: ID!',
    MOVE,
  ),
  mutation(
    '/listings/:id/pause',
    'Pause an active listing (owner)',
    'pauseListing',
    LISTING,
    '$id: ID!',
    MOVE,
  ),
  mutation(
    '/listings/:id/unpause',
    'Unpause a paused listing (owner)',
    'unpauseListing',
    LISTING,
    '$id: ID!',
    MOVE,
  ),
  mutation(
    '/listings/:id/close',
    'Close a listing (owner)',
    'closeListing',
    LISTING,
    '$id: ID!',
    MOVE,
  ),
  mutation(
    '/listings/:id/view',
    'Count a view of a listing (only active listings are counted)',
    'viewListing',
    '',
    '$id: ID!',
    { status: 204, errors: [401, 404] },
  ),
];
