import type { Db, PrismaClient } from '../../../lib/db/prisma';

export interface ViewCounts {
  last24Hours: number;
  last7Days: number;
  last30Days: number;
  uniqueViewers: number;
}

/** View counts of one listing over rolling windows ending at `now`, in one pass over its views. */
export async function countViews(
  prisma: Db,
  tenantId: string,
  listingId: string,
  now: Date,
): Promise<ViewCounts> {
  const [row] = await prisma.$queryRaw<ViewCounts[]>`
    SELECT
      count(*) FILTER (WHERE "viewed_at" > ${now}::timestamptz - interval '24 hours')::int AS "last24Hours",
      count(*) FILTER (WHERE "viewed_at" > ${now}::timestamptz - interval '7 days')::int AS "last7Days",
      count(*) FILTER (WHERE "viewed_at" > ${now}::timestamptz - interval '30 days')::int AS "last30Days",
      count(DISTINCT "viewer_id")::int AS "uniqueViewers"
    FROM "marketplace"."listing_views"
    WHERE "tenant_id" = ${tenantId}::uuid AND "listing_id" = ${listingId}::uuid`;
  return row;
}

/**
 * Counts one view of an active listing: the stored view (for analytics by time) and the
 * counter move together. False when the listing is not active (any more), and nothing is stored.
 */
export function countView(
  prisma: PrismaClient,
  view: { tenantId: string; listingId: string; viewerId: string; viewedAt: Date },
): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    // Raw on purpose: a view is no edit, so it must not move the listing's updatedAt.
    const counted = await tx.$executeRaw`
      UPDATE "marketplace"."listings" SET "total_views" = "total_views" + 1
      WHERE "id" = ${view.listingId}::uuid AND "tenant_id" = ${view.tenantId}::uuid
        AND "deleted_at" IS NULL AND "status" = 'active'`;
    if (counted !== 1) return false;
    await tx.listingView.create({ data: view });
    return true;
  });
}
