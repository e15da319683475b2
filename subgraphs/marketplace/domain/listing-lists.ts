import { isUuid } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import { decodeCursor, encodeCursor, pageLimit, toConnection, type Connection, type CursorPosition, type SortOrder } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { searchListings, sortValueOf, type ListingSortKey } from '../data/listing-search';
import type { ListingRow, ListingStatus, MarketplaceLane } from '../data/listings';
import { seesWholeTenant, type Actor } from './listing-access';
import type { ListingDeps } from './listings';

/** List arguments as GraphQL (and the REST query string, by name) deliver them. */
export interface ListingListArgs {
  category?: MarketplaceLane | null;
  status?: ListingStatus | null;
  sellerId?: string | null;
  priceMin?: number | null;
  priceMax?: number | null;
  geoRegion?: string | null;
  search?: string | null;
  sortBy?: ListingSortKey | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  limit?: number | null;
}

const DEFAULT_SORT: ListingSortKey = 'createdAt';
const DEFAULT_ORDER: SortOrder = 'DESC';

const INT32_MAX = 2_147_483_647;

/** The cursor value in the form its SQL type accepts, or undefined when it cannot be one. */
function sqlValue(value: string | number, sortBy: ListingSortKey): string | number | undefined {
  switch (sortBy) {
    case 'createdAt': {
      const iso = typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : '';
      return /^\d{4}-/.test(iso) ? iso : undefined;
    }
    case 'title':
      return typeof value === 'string' && !value.includes('\u0000') ? value : undefined;
    case 'totalViews':
    case 'totalBookings':
      return Number.isInteger(value) && Math.abs(value as number) <= INT32_MAX ? value : undefined;
    default:
      return typeof value === 'number' ? value : undefined;
  }
}

/** A cursor is only as good as its value's type: a tampered one is a 400, never a SQL error. */
function cursorPosition(cursor: string, sortBy: ListingSortKey, sortOrder: SortOrder): CursorPosition {
  const position = decodeCursor(cursor, sortBy, sortOrder);
  const value = sqlValue(position.value, sortBy);
  if (value === undefined || !isUuid(position.id)) throw ValidationError.field('cursor', 'is not a valid cursor for this query');
  return { value, id: position.id };
}

function checkFilters(args: ListingListArgs): void {
  const check = new InputCheck();
  check
    .when(args.sellerId != null && !isUuid(args.sellerId), 'sellerId', 'must be a UUID')
    .number('priceMin', args.priceMin, { min: 0 })
    .number('priceMax', args.priceMax, { min: 0 })
    .when(args.priceMin != null && args.priceMax != null && args.priceMin > args.priceMax, 'priceMin', 'must not be greater than priceMax')
    .text('geoRegion', args.geoRegion, { max: 100 })
    .text('search', args.search, { max: 200 });
  check.done();
}

/**
 * One page of the listings the actor may see, filtered and in keyset order. Price filters
 * keep listings whose [priceMin, priceMax] range overlaps the range asked for.
 */
export async function listListings(deps: ListingDeps, actor: Actor, args: ListingListArgs): Promise<Connection<ListingRow>> {
  checkFilters(args);
  const limit = pageLimit(args.limit);
  const sortBy = args.sortBy ?? DEFAULT_SORT;
  const sortOrder = args.sortOrder ?? DEFAULT_ORDER;
  // An empty `cursor=` in a query string means "from the start", like an absent one.
  const after = args.cursor ? cursorPosition(args.cursor, sortBy, sortOrder) : undefined;
  const rows = await searchListings(deps.prisma, {
    tenantId: actor.tenantId,
    visibleTo: seesWholeTenant(actor) ? null : actor.id,
    category: args.category ?? undefined,
    status: args.status ?? undefined,
    sellerId: args.sellerId ?? undefined,
    priceMin: args.priceMin ?? undefined,
    priceMax: args.priceMax ?? undefined,
    geoRegion: args.geoRegion?.trim() || undefined,
    search: args.search?.trim() || undefined,
    sortBy,
    sortOrder,
    after,
    limit,
  });
  for (const row of rows) deps.loaders.listingById.prime(row.id, row);
  return toConnection(rows, limit, (row) => encodeCursor(sortBy, sortOrder, { value: sortValueOf(row, sortBy), id: row.id }));
}
