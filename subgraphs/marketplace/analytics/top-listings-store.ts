import { type Db, Prisma } from '../../../lib/db/prisma';
import type { MarketplaceLane } from '../listings/listing-store';
import { inRange, SELLER_REVENUE, type DateRange } from './funnel-store';

export type AnalyticsMetric = 'views' | 'bookings' | 'rating' | 'revenue';

export interface TopListingRow {
  rank: number;
  listingId: string;
  title: string;
  value: number;
}

/**
 * A listing's value of a metric: its running totals without a range; with one, views from
 * listing_views and bookings and revenue from orders completed in the range. Rating is always
 * the listing's average. `l` is the listings alias.
 */
function metricValue(
  tenantId: string,
  metric: AnalyticsMetric,
  range: DateRange | null,
): Prisma.Sql {
  if (metric === 'rating') return Prisma.sql`l."average_rating"`;
  if (!range) {
    const column = { views: 'total_views', bookings: 'total_bookings', revenue: 'revenue' }[metric];
    return Prisma.raw(`l."${column}"::float8`);
  }
  if (metric === 'views') {
    return Prisma.sql`(SELECT count(*) FROM "marketplace"."listing_views" v
      WHERE v."tenant_id" = ${tenantId}::uuid AND v."listing_id" = l."id" AND ${inRange('v."viewed_at"', range)})::float8`;
  }
  const completed = Prisma.sql`FROM "marketplace"."orders" o WHERE o."tenant_id" = ${tenantId}::uuid AND o."listing_id" = l."id"
    AND o."status" = 'completed' AND ${inRange('o."completed_at"', range)}`;
  return metric === 'bookings'
    ? Prisma.sql`(SELECT count(*) ${completed})::float8`
    : Prisma.sql`(SELECT COALESCE(sum(${SELLER_REVENUE}), 0) ${completed})::float8`;
}

/**
 * The lane's live listings ranked by the metric (ties by id), in one query. Unrated listings
 * have no rating to rank, so the rating metric leaves them out.
 */
export function topListings(
  prisma: Db,
  query: {
    tenantId: string;
    category: MarketplaceLane;
    metric: AnalyticsMetric;
    range: DateRange | null;
    limit: number;
  },
): Promise<TopListingRow[]> {
  const rated = query.metric === 'rating' ? Prisma.sql`AND l."rating_count" > 0` : Prisma.empty;
  return prisma.$queryRaw<TopListingRow[]>`
    SELECT (row_number() OVER (ORDER BY "value" DESC, "listingId"))::int AS "rank", ranked.*
    FROM (
      SELECT l."id"::text AS "listingId", l."title", ${metricValue(query.tenantId, query.metric, query.range)} AS "value"
      FROM "marketplace"."listings" l
      WHERE l."tenant_id" = ${query.tenantId}::uuid AND l."category" = ${query.category}::"marketplace"."marketplace_lane"
        AND l."deleted_at" IS NULL ${rated}
    ) ranked
    ORDER BY "value" DESC, "listingId"
    LIMIT ${query.limit}`;
}
