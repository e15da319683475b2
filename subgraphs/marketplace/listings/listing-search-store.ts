import { keysetSelect, type KeysetColumn } from '../../../lib/db/keyset';
import { readRows } from '../../../lib/db/plain-reads';
import { type Db, Prisma } from '../../../lib/db/prisma';
import type { SortedPage } from '../../../lib/pagination';
import type { ListingRow, ListingStatus, MarketplaceLane } from './listing-store';

export type ListingSortKey =
  | 'createdAt'
  | 'priceMin'
  | 'priceMax'
  | 'totalViews'
  | 'totalBookings'
  | 'averageRating'
  | 'title';

/** A validated list request; every filter is optional except the tenant. */
export interface ListingQuery extends SortedPage<ListingSortKey> {
  tenantId: string;
  /** Null: the whole tenant (admins). Otherwise active listings plus this user's own. */
  visibleTo: string | null;
  category?: MarketplaceLane;
  status?: ListingStatus;
  sellerId?: string;
  /** Keeps listings whose price range reaches up to at least this amount. */
  priceMin?: number;
  /** Keeps listings whose price range starts at or below this amount. */
  priceMax?: number;
  geoRegion?: string;
  search?: string;
  /** Rows skipped: `page` of REST v1 (search v1, docs/api/search.md). */
  offset?: number;
  /** Venues (../venues/): in this city (any case), holding at least this many. */
  venueCity?: string;
  minCapacity?: number;
}

const SORT_COLUMNS: Record<ListingSortKey, KeysetColumn> = {
  createdAt: { sql: Prisma.sql`"created_at"`, type: 'timestamptz' },
  priceMin: { sql: Prisma.sql`"price_min"`, type: 'numeric' },
  priceMax: { sql: Prisma.sql`"price_max"`, type: 'numeric' },
  totalViews: { sql: Prisma.sql`"total_views"`, type: 'integer' },
  totalBookings: { sql: Prisma.sql`"total_bookings"`, type: 'integer' },
  averageRating: { sql: Prisma.sql`"average_rating"`, type: 'float8' },
  title: { sql: Prisma.sql`"title"`, type: 'text' },
};

/** The value of a row's sort key as it travels in a cursor. */
export function sortValueOf(row: ListingRow, key: ListingSortKey): string | number {
  return key === 'createdAt' ? row.createdAt.toISOString() : row[key];
}

/** The same columns as a Prisma Listing, shaped as ListingRow, for raw queries. */
const LISTING_COLUMNS = Prisma.sql`
  "id"::text AS "id", "tenant_id"::text AS "tenantId", "seller_id"::text AS "sellerId",
  "title", "description", "category"::text AS "category", "status"::text AS "status",
  "geo_region" AS "geoRegion", "price_min"::float8 AS "priceMin", "price_max"::float8 AS "priceMax",
  "currency", "total_views" AS "totalViews", "total_bookings" AS "totalBookings",
  "revenue"::float8 AS "revenue", "rating_count" AS "ratingCount", "average_rating" AS "averageRating",
  "published_at" AS "publishedAt", "closed_at" AS "closedAt", "created_at" AS "createdAt", "updated_at" AS "updatedAt",
  "venue_address" AS "venueAddress", "venue_city" AS "venueCity", "venue_country" AS "venueCountry",
  "capacity"`;

function conditions(query: ListingQuery): Prisma.Sql[] {
  const where = [
    Prisma.sql`"tenant_id" = ${query.tenantId}::uuid`,
    Prisma.sql`"deleted_at" IS NULL`,
  ];
  if (query.visibleTo)
    where.push(Prisma.sql`("status" = 'active' OR "seller_id" = ${query.visibleTo}::uuid)`);
  if (query.category)
    where.push(Prisma.sql`"category" = ${query.category}::"marketplace"."marketplace_lane"`);
  if (query.status)
    where.push(Prisma.sql`"status" = ${query.status}::"marketplace"."listing_status"`);
  if (query.sellerId) where.push(Prisma.sql`"seller_id" = ${query.sellerId}::uuid`);
  if (query.priceMin !== undefined)
    where.push(Prisma.sql`"price_max" >= ${query.priceMin}::numeric`);
  if (query.priceMax !== undefined)
    where.push(Prisma.sql`"price_min" <= ${query.priceMax}::numeric`);
  if (query.geoRegion !== undefined)
    where.push(Prisma.sql`lower("geo_region") = lower(${query.geoRegion})`);
  if (query.venueCity !== undefined)
    where.push(Prisma.sql`lower("venue_city") = lower(${query.venueCity})`);
  if (query.minCapacity !== undefined)
    where.push(Prisma.sql`"capacity" >= ${query.minCapacity}::int`);
  // websearch_to_tsquery accepts any text (quotes, operators, stray symbols) without a syntax error.
  if (query.search)
    where.push(Prisma.sql`"search_vector" @@ websearch_to_tsquery('english', ${query.search})`);
  return where;
}

/** One page in keyset order; the hottest read there is, so on pg directly (lib/db/plain-reads.ts). */
export function searchListings(prisma: Db, query: ListingQuery): Promise<ListingRow[]> {
  const select = Prisma.sql`SELECT ${LISTING_COLUMNS} FROM "marketplace"."listings"`;
  return readRows<ListingRow>(
    prisma,
    keysetSelect(select, conditions(query), SORT_COLUMNS[query.sortBy], query),
    // A full-text match is planned for its words (lib/db/plain-reads.ts).
    query.search ? 'each time' : 'kept',
  );
}
