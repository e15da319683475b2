import { type Db, Prisma } from '../../../lib/db/prisma';
import type { MarketplaceLane } from '../listings/listing-store';
import {
  funnelColumns,
  inRange,
  SELLER_REVENUE,
  type DateRange,
  type FunnelCounts,
} from './funnel-store';

export interface LaneTotals extends FunnelCounts {
  listings: number;
  activeListings: number;
  newListings: number;
}

export interface LaneSeller {
  sellerId: string;
  completedOrders: number;
  revenue: number;
}

const lane = (category: MarketplaceLane) =>
  Prisma.sql`${category}::"marketplace"."marketplace_lane"`;

/**
 * A lane's totals in one query. Listings count as of now (live ones); views and quotes follow
 * the listing's current lane, orders the lane stored on the order when it was made.
 */
export async function laneTotals(
  prisma: Db,
  tenantId: string,
  category: MarketplaceLane,
  range: DateRange,
): Promise<LaneTotals> {
  const listings = Prisma.sql`FROM "marketplace"."listings" l WHERE l."tenant_id" = ${tenantId}::uuid AND l."category" = ${lane(category)}`;
  const live = Prisma.sql`${listings} AND l."deleted_at" IS NULL`;
  const [row] = await prisma.$queryRaw<LaneTotals[]>`SELECT
    (SELECT count(*) ${live})::int AS "listings",
    (SELECT count(*) ${live} AND l."status" = 'active')::int AS "activeListings",
    (SELECT count(*) ${live} AND ${inRange('l."created_at"', range)})::int AS "newListings",
    ${funnelColumns(tenantId, range, {
      views: Prisma.sql`v."listing_id" IN (SELECT l."id" ${listings})`,
      quotes: Prisma.sql`q."listing_id" IN (SELECT l."id" ${listings})`,
      orders: Prisma.sql`o."category" = ${lane(category)}`,
    })}`;
  return row;
}

/** The lane's sellers with the most revenue from orders completed in the range; one query. */
export function laneTopSellers(
  prisma: Db,
  tenantId: string,
  category: MarketplaceLane,
  range: DateRange,
  limit: number,
): Promise<LaneSeller[]> {
  return prisma.$queryRaw<LaneSeller[]>`
    SELECT o."seller_id"::text AS "sellerId", count(*)::int AS "completedOrders", sum(${SELLER_REVENUE})::float8 AS "revenue"
    FROM "marketplace"."orders" o
    WHERE o."tenant_id" = ${tenantId}::uuid AND o."category" = ${lane(category)} AND o."status" = 'completed'
      AND ${inRange('o."completed_at"', range)}
    GROUP BY o."seller_id"
    ORDER BY "revenue" DESC, "completedOrders" DESC, o."seller_id"
    LIMIT ${limit}`;
}
