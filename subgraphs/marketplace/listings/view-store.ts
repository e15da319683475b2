import type { PrismaClient } from '../../../lib/db/prisma';

export interface ViewCounts {
  last24Hours: number;
  last7Days: number;
  last30Days: number;
  uniqueViewers: number;
}

/** View counts of one listing over rolling windows ending at `now`, in one pass over its views. */
export async function countViews(prisma: PrismaClient, tenantId: string, listingId: string, now: Date): Promise<ViewCounts> {
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
