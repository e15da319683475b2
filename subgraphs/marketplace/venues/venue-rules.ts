import type { Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { dateValue, sortedConnection, sortedPage, type Connection } from '../../../lib/pagination';
import type { MarketplaceDeps } from '../common/deps';
import { visibleListing } from '../listings/access';
import { searchListings, sortValueOf } from '../listings/listing-search-store';
import type { ListingRow } from '../listings/listing-store';
import { checkVenueFilters, type VenueListArgs } from './venue-input';

/*
 * Venues (docs/api/marketplace.md, "Venues"): a venue is a portico listing that is active, seen
 * as a place. Only active ones are venues, for every caller: a seller's draft is a listing, not
 * yet a place to go.
 */
const VENUE = { category: 'portico', status: 'active' } as const;

function isVenue(listing: ListingRow): boolean {
  return listing.category === VENUE.category && listing.status === VENUE.status;
}

/** One page of the tenant's venues, newest first, filtered. */
export async function listVenues(
  deps: MarketplaceDeps,
  actor: Actor,
  args: VenueListArgs,
): Promise<Connection<ListingRow>> {
  const filters = checkVenueFilters(args);
  const page = sortedPage({ ...args, sortBy: 'createdAt' as const }, 'createdAt', {
    createdAt: dateValue,
  });
  const rows = await searchListings(deps.prisma, {
    tenantId: actor.tenantId,
    visibleTo: null,
    ...VENUE,
    ...filters,
    ...page,
  });
  for (const row of rows) deps.loaders.listingById.prime(row.id, row);
  return sortedConnection(rows, page, (row) => sortValueOf(row, page.sortBy));
}

/** A venue of the tenant, or 404 like an unknown id (another lane, a draft, another tenant's). */
export async function venue(deps: MarketplaceDeps, actor: Actor, id: string): Promise<ListingRow> {
  const listing = await visibleListing(deps.loaders, actor, id);
  if (!isVenue(listing)) throw new NotFoundError('Venue', id);
  return listing;
}
