import { type Db, Prisma } from '../../../lib/db/prisma';
import { funnelColumns, inRange, type DateRange, type FunnelCounts } from './funnel-store';

export interface DailyViews {
  /** The UTC day, YYYY-MM-DD. */
  date: string;
  views: number;
}

/** The longest daily series answered: the last 366 days of the range. */
const MAX_SERIES_DAYS = 366;

/** The funnel of one listing in one query. */
export async function listingFunnel(
  prisma: Db,
  tenantId: string,
  listingId: string,
  range: DateRange,
): Promise<FunnelCounts> {
  const listing = Prisma.sql`${listingId}::uuid`;
  const [row] = await prisma.$queryRaw<FunnelCounts[]>`SELECT ${funnelColumns(tenantId, range, {
    views: Prisma.sql`v."listing_id" = ${listing}`,
    quotes: Prisma.sql`q."listing_id" = ${listing}`,
    orders: Prisma.sql`o."listing_id" = ${listing}`,
  })}`;
  return row;
}

/**
 * Views per UTC day, zero-filled, from the range's start (or the first view, or the listing's
 * creation) to its end (or `now`), at most the last MAX_SERIES_DAYS days. One query.
 */
export function dailyViews(
  prisma: Db,
  tenantId: string,
  listing: { id: string; createdAt: Date },
  range: DateRange,
  now: Date,
): Promise<DailyViews[]> {
  const end = range.end ?? now;
  return prisma.$queryRaw<DailyViews[]>`
    WITH v AS (
      SELECT "viewed_at" AT TIME ZONE 'UTC' AS "at" FROM "marketplace"."listing_views"
      WHERE "tenant_id" = ${tenantId}::uuid AND "listing_id" = ${listing.id}::uuid
        AND ${inRange('"viewed_at"', { start: range.start, end })}
    ),
    bounds AS (
      SELECT date_trunc('day', ${end}::timestamptz AT TIME ZONE 'UTC') AS "last",
        date_trunc('day', COALESCE(${range.start}::timestamptz AT TIME ZONE 'UTC', (SELECT min("at") FROM v),
          ${listing.createdAt}::timestamptz AT TIME ZONE 'UTC')) AS "first"
    ),
    counts AS (SELECT date_trunc('day', "at") AS "day", count(*)::int AS "n" FROM v GROUP BY 1)
    SELECT to_char(s."day", 'YYYY-MM-DD') AS "date", COALESCE(c."n", 0) AS "views"
    FROM bounds,
      generate_series(GREATEST(bounds."first", bounds."last" - make_interval(days => ${MAX_SERIES_DAYS - 1}::int)), bounds."last", interval '1 day') AS s("day")
    LEFT JOIN counts c ON c."day" = s."day"
    ORDER BY s."day"`;
}
