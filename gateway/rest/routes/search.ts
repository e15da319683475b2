import { PAGE, routeBuilder, type RestRoute } from '../route';

/*
 * Search v1 and v2 (docs/api/search.md): the gateway's own search (gateway/search/), and v1's
 * listings search over the marketplace's listings. v2's five breaking changes: a cursor instead
 * of page, typed hits instead of listings, the `types` filter, the full envelope, relevance
 * order instead of `sortBy`.
 */
const LISTING = `id title description status category sellerId geoRegion priceMin priceMax currency
  place { address city country capacity } totalViews totalBookings averageRating createdAt updatedAt publishedAt`;
const EVENT = `id title description startsAt endsAt timezone
  venue { listingId name address city country } capacity coverImage status organizerId publishedAt`;
const HIT = `type id title snippet score listing { ${LISTING} } event { ${EVENT} } venue { ${LISTING} }`;

/** Search v1.x: active listings matching `q`, page and limit, `{ data }` only. */
const v1 = routeBuilder('search', '/search/v1', { style: 'data-only' });
/** Search v2.4: typed hits of every kind, best first, with a cursor and the full envelope. */
const v2 = routeBuilder('search', '/search/v2', { meta: { api_version: '2.4' } });

/** REST paths of the search (gateway/search/ and the services' hits). */
export const searchRoutes: RestRoute[] = [
  v1.route(
    'GET',
    '/search',
    'Active listings matching q (full text), newest first unless sortBy; page (from 1) and limit (1-100)',
    `query SearchV1($q: String!, $sortBy: ListingSortKey, $sortOrder: SortOrder, $page: Int, $limit: Int) {
      listings(search: $q, status: active, sortBy: $sortBy, sortOrder: $sortOrder, page: $page, limit: $limit) {
        nodes { ${LISTING} } ${PAGE} } }`,
    'listings',
    { paginated: true, errors: [401] },
  ),
  v2.route(
    'GET',
    '/search',
    'Listings, events and venues matching q, best first: typed hits with a snippet and a score; types, limit (1-50), cursor',
    `query SearchV2($q: String!, $types: [SearchHitType!], $limit: Int, $cursor: String) {
      search(q: $q, types: $types, first: $limit, after: $cursor) { nodes { ${HIT} } ${PAGE} } }`,
    'search',
    { paginated: true, errors: [401], problemNames: { first: 'limit', after: 'cursor' } },
  ),
];
