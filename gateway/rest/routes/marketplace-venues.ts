import { routeBuilder, type RestRoute } from '../route';

/**
 * Venues v1.8 (/venues/v1): active portico listings seen as places (docs/api/marketplace.md,
 * "Venues"). Read-only: venues are written as portico listings. A venue's count of upcoming
 * events and its events come from the events service through the supergraph.
 */
const VENUE = `id title description sellerId geoRegion priceMin priceMax currency
  place { address city country capacity } upcomingEventCount createdAt updatedAt publishedAt`;
const EVENT = `id title description startsAt endsAt timezone
  venue { listingId name address city country } capacity coverImage status organizerId publishedAt`;

const { route, query } = routeBuilder('marketplace', '/venues/v1', {
  meta: { api_version: '1.8' },
});

/** REST paths of `subgraphs/marketplace/venues/`. */
export const marketplaceVenuesRoutes: RestRoute[] = [
  query(
    '/venues',
    'Venues newest first: active portico listings; city, q (full text), minCapacity, limit, cursor',
    'venues',
    VENUE,
    '$city: String, $q: String, $minCapacity: Int, $cursor: String, $limit: Int',
    { paginated: true, errors: [401] },
  ),
  query(
    '/venues/:id',
    'Get a venue: its place and how many events are coming',
    'venue',
    VENUE,
    '$id: ID!',
    {
      errors: [401, 404],
    },
  ),
  route(
    'GET',
    '/venues/:id/events',
    "A venue's published events that have not ended, soonest first (limit 1 to 20, default 5)",
    `query VenueEvents($id: ID!, $limit: Int) { venue(id: $id) { upcomingEvents(limit: $limit) { ${EVENT} } } }`,
    'venue.upcomingEvents',
    { errors: [400, 401, 404] },
  ),
];
