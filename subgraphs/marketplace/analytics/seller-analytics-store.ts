import { type Db, Prisma } from '../../../lib/db/prisma';
import { funnelColumns, type DateRange, type FunnelCounts } from './funnel-store';

export interface SellerTotals extends FunnelCounts {
  /** Every listing row of the seller, deleted ones included: zero means no seller of this tenant. */
  listingRows: number;
  listings: number;
  activeListings: number;
  /** Weighted by each listing's number of ratings; null when none is rated. */
  averageRating: number | null;
  ratingCount: number;
}

/**
 * Totals across a seller's listings in one query. Views of deleted listings and orders on them
 * still count: they happened; `listings` counts the live ones only.
 */
export async function sellerTotals(
  prisma: Db,
  tenantId: string,
  sellerId: string,
  range: DateRange,
): Promise<SellerTotals> {
  const seller = Prisma.sql`${sellerId}::uuid`;
  const listings = Prisma.sql`FROM "marketplace"."listings" l WHERE l."tenant_id" = ${tenantId}::uuid AND l."seller_id" = ${seller}`;
  const live = Prisma.sql`${listings} AND l."deleted_at" IS NULL`;
  const [row] = await prisma.$queryRaw<SellerTotals[]>`SELECT
    (SELECT count(*) ${listings})::int AS "listingRows",
    (SELECT count(*) ${live})::int AS "listings",
    (SELECT count(*) ${live} AND l."status" = 'active')::int AS "activeListings",
    (SELECT sum(l."average_rating" * l."rating_count") / NULLIF(sum(l."rating_count"), 0) ${live})::float8 AS "averageRating",
    (SELECT COALESCE(sum(l."rating_count"), 0) ${live})::int AS "ratingCount",
    ${funnelColumns(tenantId, range, {
      views: Prisma.sql`v."listing_id" IN (SELECT l."id" ${listings})`,
      quotes: Prisma.sql`q."seller_id" = ${seller}`,
      orders: Prisma.sql`o."seller_id" = ${seller}`,
    })}`;
  return row;
}
