import type { Actor } from '../../../lib/context';
import {
  dateValue,
  numberedPageOffset,
  numberValue,
  pageLimit,
  sortedConnection,
  sortedPage,
  textValue,
  type Connection,
  type CursorValue,
  type SortOrder,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceDeps } from '../common/deps';
import { searchListings, sortValueOf, type ListingSortKey } from './listing-search-store';
import type { ListingRow, ListingStatus, MarketplaceLane } from './listing-store';

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
  /** 1-based, instead of a cursor (search v1, docs/api/search.md). */
  page?: number | null;
  limit?: number | null;
}

/** How deep numbered pages reach: past it a client narrows the search (a cursor goes on). */
const PAGED_ROWS_MAX = 10_000;

// The counts are int4 columns: a cursor count outside that range would be a SQL error.
const INT32_MAX = 2_147_483_647;

const int4Value: CursorValue<number> = (value) =>
  Number.isInteger(value) && Math.abs(value as number) <= INT32_MAX ? (value as number) : undefined;

const CURSOR_VALUES: Record<ListingSortKey, CursorValue> = {
  createdAt: dateValue,
  priceMin: numberValue,
  priceMax: numberValue,
  totalViews: int4Value,
  totalBookings: int4Value,
  averageRating: numberValue,
  title: textValue,
};

/** The filters checked, every problem at once; answers the rows a numbered page skips. */
function checkFilters(args: ListingListArgs, limit: number): number | undefined {
  const check = new InputCheck();
  check
    .uuid('sellerId', args.sellerId)
    .number('priceMin', args.priceMin, { min: 0 })
    .number('priceMax', args.priceMax, { min: 0 })
    .when(
      args.priceMin != null && args.priceMax != null && args.priceMin > args.priceMax,
      'priceMin',
      'must not be greater than priceMax',
    )
    .text('geoRegion', args.geoRegion, { max: 100 })
    .text('search', args.search, { max: 200 });
  const offset = numberedPageOffset(check, args, limit, { maxRows: PAGED_ROWS_MAX });
  check.done();
  return offset;
}

/**
 * One page of the listings the actor may see, filtered and in keyset order. Price filters
 * keep listings whose [priceMin, priceMax] range overlaps the range asked for.
 */
export async function listListings(
  deps: MarketplaceDeps,
  actor: Actor,
  args: ListingListArgs,
): Promise<Connection<ListingRow>> {
  const offset = checkFilters(args, pageLimit(args.limit));
  const page = sortedPage(args, 'createdAt', CURSOR_VALUES);
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
    ...page,
    offset,
  });
  for (const row of rows) deps.loaders.listingById.prime(row.id, row);
  return sortedConnection(rows, page, (row) => sortValueOf(row, page.sortBy));
}
