import { PAGE, type RestRoute } from '../route';

const BASE = '/marketplace/v1';
const TAG = 'marketplace';

// The listing's own fields (no federated ones, so a REST read never needs another subgraph).
const LISTING = `id title description status category sellerId geoRegion priceMin priceMax currency
  totalViews totalBookings averageRating createdAt updatedAt publishedAt closedAt`;


// Query-string parameters arrive by name, so these variable names are the documented ones.
const LIST_VARIABLES = `$category: MarketplaceLane, $status: ListingStatus, $sellerId: ID, $priceMin: Float,
  $priceMax: Float, $geoRegion: String, $search: String, $sortBy: ListingSortKey, $sortOrder: SortOrder,
  $cursor: String, $limit: Int`;
const LIST_ARGUMENTS = `category: $category, status: $status, sellerId: $sellerId, priceMin: $priceMin,
  priceMax: $priceMax, geoRegion: $geoRegion, search: $search, sortBy: $sortBy, sortOrder: $sortOrder,
  cursor: $cursor, limit: $limit`;
// Named per route, so every OpenAPI operationId is unique.
const listOperation = (name: string) => `query ${name}(${LIST_VARIABLES}) {
  listings(${LIST_ARGUMENTS}) { nodes { ${LISTING} } ${PAGE} }
}`;

/** A mutation on one listing by id that answers with the listing. */
function move(name: 'publish' | 'pause' | 'unpause' | 'close', summary: string): RestRoute {
  const field = `${name}Listing`;
  return {
    method: 'POST',
    path: `${BASE}/listings/:id/${name}`,
    summary,
    tag: TAG,
    operation: `mutation ${name[0].toUpperCase()}${name.slice(1)}Listing($id: ID!) { ${field}(id: $id) { ${LISTING} } }`,
    result: field,
    errors: [400, 401, 404],
    codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'],
  };
}

/**
 * Document 1, section 4, listings, with the error statuses legacy clients are written against
 * (docs/rest-contract.md). `/listings/search` beats `/listings/:id` in the router whatever the order.
 */
export const marketplaceRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: `${BASE}/listings`,
    summary: 'Create a listing (draft); organizers and admins',
    tag: TAG,
    operation: `mutation CreateListing($input: CreateListingInput!) { createListing(input: $input) { ${LISTING} } }`,
    result: 'createListing',
    // Legacy clients' lists (docs/rest-contract.md): a role refusal here is a 400.
    errors: [400, 401],
    codes: ['FORBIDDEN'],
    body: 'input',
    status: 201,
  },
  {
    method: 'GET',
    path: `${BASE}/listings`,
    summary: 'List listings with filters, sorting and cursor pagination',
    tag: TAG,
    operation: listOperation('Listings'),
    result: 'listings',
    errors: [401],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/listings/search`,
    summary: 'Search listings (full text in `search`); same parameters as GET /listings',
    tag: TAG,
    operation: listOperation('SearchListings'),
    result: 'listings',
    errors: [401],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/listings/lane/:category`,
    summary: "List one lane's listings",
    tag: TAG,
    operation: `query ListingsByLane($category: MarketplaceLane!, $status: ListingStatus, $sortBy: ListingSortKey,
      $sortOrder: SortOrder, $cursor: String, $limit: Int) {
      listingsByLane(category: $category, status: $status, sortBy: $sortBy, sortOrder: $sortOrder, cursor: $cursor, limit: $limit) {
        nodes { ${LISTING} } ${PAGE}
      }
    }`,
    result: 'listingsByLane',
    errors: [401],
    paginated: true,
  },
  {
    method: 'GET',
    path: `${BASE}/listings/:id`,
    summary: 'Get a listing',
    tag: TAG,
    operation: `query Listing($id: ID!) { listing(id: $id) { ${LISTING} } }`,
    result: 'listing',
    errors: [401, 404],
  },
  {
    method: 'PATCH',
    path: `${BASE}/listings/:id`,
    summary: 'Update a listing (owner; draft, active or paused)',
    tag: TAG,
    operation: `mutation UpdateListing($id: ID!, $input: UpdateListingInput!) { updateListing(id: $id, input: $input) { ${LISTING} } }`,
    result: 'updateListing',
    // Another seller's listing is 404 here, a lost race 400.
    errors: [400, 401, 404],
    codes: ['INVALID_STATE', 'FORBIDDEN', 'CONFLICT'],
    body: 'input',
  },
  {
    method: 'DELETE',
    path: `${BASE}/listings/:id`,
    summary: 'Soft-delete a listing (owner)',
    tag: TAG,
    operation: 'mutation DeleteListing($id: ID!) { deleteListing(id: $id) }',
    result: 'deleteListing',
    errors: [401, 404],
    codes: ['FORBIDDEN'],
    status: 204,
  },
  {
    method: 'GET',
    path: `${BASE}/listings/:id/stats`,
    summary: 'View and booking statistics of a listing',
    tag: TAG,
    operation: `query ListingStats($id: ID!) {
      listingStats(id: $id) {
        listingId status totalViews viewsLast24Hours viewsLast7Days viewsLast30Days uniqueViewers
        totalBookings revenue averageRating ratingCount publishedAt
      }
    }`,
    result: 'listingStats',
    errors: [401, 404],
  },
  move('publish', 'Publish a draft listing (owner)'),
  move('pause', 'Pause an active listing (owner)'),
  move('unpause', 'Unpause a paused listing (owner)'),
  move('close', 'Close a listing (owner)'),
  {
    method: 'POST',
    path: `${BASE}/listings/:id/view`,
    summary: 'Count a view of a listing (only active listings are counted)',
    tag: TAG,
    operation: 'mutation ViewListing($id: ID!) { viewListing(id: $id) }',
    result: 'viewListing',
    errors: [401, 404],
    status: 204,
  },
];
