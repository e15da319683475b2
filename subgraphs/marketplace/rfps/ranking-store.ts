import { type Db, Prisma } from '../../../lib/db/prisma';
import type { RfpRow } from './rfp-store';

export interface RfpMatchRow {
  sellerId: string;
  score: number;
  laneScore: number;
  priceFitScore: number;
  regionScore: number;
  ratingScore: number;
  laneListings: number;
  averageRating: number | null;
  bestListingId: string;
}

/** Where the previous page of matches ended: its last score and seller. */
export interface MatchAfter {
  score: number;
  sellerId: string;
}

/**
 * Every seller matching the RFP with its score, best first, in ONE query (never one per seller).
 * The parts, documented in docs/marketplace-groups.md:
 * - lane (30): the share of the seller's active listings that are in the RFP's lane;
 * - price fit (30): of the best-fitting active listing in the lane, 1 when its price range meets
 *   the budget range, 0.5 + 0.5 * priceMax / budgetMin when it is cheaper, budgetMax / priceMin
 *   when it is dearer;
 * - region (20): the RFP names no region, or a lane listing's geoRegion or a preferred region
 *   equals it (case-insensitive); else 0;
 * - rating (20): 20 * rating / 5 over all rated active listings (weighted by rating count),
 *   10 while unrated.
 * Who matches is the same rule as matching-store.ts (lane listing, preferences, not the buyer).
 */
export function rankMatches(
  prisma: Db,
  rfp: RfpRow,
  after: MatchAfter | undefined,
  limit: number,
): Promise<RfpMatchRow[]> {
  const min = Prisma.sql`${rfp.budgetMin}::numeric`;
  const max = Prisma.sql`${rfp.budgetMax}::numeric`;
  const region = Prisma.sql`${rfp.geoRegion}::text`;
  const lane = Prisma.sql`${rfp.category}::"marketplace"."marketplace_lane"`;
  const live = Prisma.sql`l."tenant_id" = ${rfp.tenantId}::uuid AND l."status" = 'active' AND l."deleted_at" IS NULL`;
  const page = after
    ? Prisma.sql`WHERE (s."score" < ${after.score}::numeric OR (s."score" = ${after.score}::numeric AND s."seller_id" > ${after.sellerId}::uuid))`
    : Prisma.empty;
  return prisma.$queryRaw<RfpMatchRow[]>`
    WITH lane_listings AS (
      SELECT l."seller_id", l."id", l."geo_region", l."average_rating",
        CASE
          WHEN l."price_min" <= ${max} AND l."price_max" >= ${min} THEN 1.0
          WHEN l."price_max" < ${min} THEN 0.5 + 0.5 * l."price_max" / ${min}
          ELSE ${max} / l."price_min"
        END AS "fit"
      FROM "marketplace"."listings" l
      WHERE ${live} AND l."category" = ${lane} AND l."seller_id" <> ${rfp.buyerId}::uuid
    ), per_seller AS (
      SELECT "seller_id", count(*)::int AS "lane_listings", max("fit") AS "fit",
        bool_or(${region} IS NULL OR lower("geo_region") = lower(${region})) AS "region_hit",
        (array_agg("id" ORDER BY "fit" DESC, "average_rating" DESC, "id"))[1] AS "best_listing_id"
      FROM lane_listings GROUP BY "seller_id"
    ), catalogue AS (
      SELECT l."seller_id", count(*)::int AS "active_listings",
        sum(l."average_rating" * l."rating_count") FILTER (WHERE l."rating_count" > 0)
          / nullif(sum(l."rating_count"), 0) AS "average_rating"
      FROM "marketplace"."listings" l
      WHERE ${live} AND l."seller_id" IN (SELECT "seller_id" FROM per_seller)
      GROUP BY l."seller_id"
    ), scored AS (
      SELECT p."seller_id", p."lane_listings", p."best_listing_id", c."average_rating",
        round(30.0 * p."lane_listings" / c."active_listings", 2) AS "lane_score",
        round(30.0 * p."fit", 2) AS "price_fit_score",
        CASE WHEN p."region_hit" OR EXISTS (
          SELECT 1 FROM unnest(sp."regions") AS preferred WHERE lower(preferred) = lower(${region})
        ) THEN 20.00 ELSE 0.00 END AS "region_score",
        round(CASE WHEN c."average_rating" IS NULL THEN 10 ELSE 20 * c."average_rating"::numeric / 5 END, 2) AS "rating_score"
      FROM per_seller p
      JOIN catalogue c ON c."seller_id" = p."seller_id"
      LEFT JOIN "marketplace"."seller_preferences" sp ON sp."tenant_id" = ${rfp.tenantId}::uuid AND sp."seller_id" = p."seller_id"
      WHERE sp."id" IS NULL OR (sp."accepting_rfps"
        AND (cardinality(sp."lanes") = 0 OR ${lane} = ANY (sp."lanes"))
        AND (sp."min_budget" IS NULL OR ${max} >= sp."min_budget"))
    )
    SELECT s."seller_id"::text AS "sellerId", s."score"::float8 AS "score", s."lane_score"::float8 AS "laneScore",
      s."price_fit_score"::float8 AS "priceFitScore", s."region_score"::float8 AS "regionScore",
      s."rating_score"::float8 AS "ratingScore", s."lane_listings" AS "laneListings",
      s."average_rating"::float8 AS "averageRating", s."best_listing_id"::text AS "bestListingId"
    FROM (
      SELECT scored.*, "lane_score" + "price_fit_score" + "region_score" + "rating_score" AS "score" FROM scored
    ) s
    ${page}
    ORDER BY s."score" DESC, s."seller_id" ASC
    LIMIT ${limit + 1}`;
}
