import { Prisma } from '../../../lib/db/prisma';

/** An optional date range; both ends included. */
export interface DateRange {
  start: Date | null;
  end: Date | null;
}

/** The funnel every analytics answer reports, counted from stored rows with their timestamps. */
export interface FunnelCounts {
  views: number;
  uniqueViewers: number;
  quotesReceived: number;
  quotesAccepted: number;
  orders: number;
  completedOrders: number;
  revenue: number;
}

/** `column` within the range; no condition for an open end, so indexes on the column still serve. */
export function inRange(column: string, range: DateRange): Prisma.Sql {
  const parts = [Prisma.sql`TRUE`];
  if (range.start) parts.push(Prisma.sql`${Prisma.raw(column)} >= ${range.start}::timestamptz`);
  if (range.end) parts.push(Prisma.sql`${Prisma.raw(column)} <= ${range.end}::timestamptz`);
  return Prisma.join(parts, ' AND ');
}

/**
 * What a completed order earned its seller: the whole amount, or the seller's share when a
 * dispute over it was resolved with a split. `o` is the orders alias.
 */
export const SELLER_REVENUE = Prisma.sql`COALESCE((
  SELECT d."seller_amount" FROM "marketplace"."disputes" d
  WHERE d."order_id" = o."id" AND d."status" = 'resolved' AND d."seller_amount" IS NOT NULL
  ORDER BY d."resolved_at" DESC LIMIT 1), o."total_amount")`;

/**
 * The funnel's columns as scalar subqueries over views, quotes and orders that match `scope`
 * (conditions on the aliases v, q, o: each gets the tenant plus its own scope). One query whatever
 * the number of listings behind it.
 */
export function funnelColumns(
  tenantId: string,
  range: DateRange,
  scope: { views: Prisma.Sql; quotes: Prisma.Sql; orders: Prisma.Sql },
): Prisma.Sql {
  const views = Prisma.sql`FROM "marketplace"."listing_views" v
    WHERE v."tenant_id" = ${tenantId}::uuid AND ${scope.views} AND ${inRange('v."viewed_at"', range)}`;
  const quotes = Prisma.sql`FROM "marketplace"."quotes" q WHERE q."tenant_id" = ${tenantId}::uuid AND ${scope.quotes}`;
  const orders = Prisma.sql`FROM "marketplace"."orders" o WHERE o."tenant_id" = ${tenantId}::uuid AND ${scope.orders}`;
  const completed = Prisma.sql`${orders} AND o."status" = 'completed' AND ${inRange('o."completed_at"', range)}`;
  return Prisma.sql`
    (SELECT count(*) ${views})::int AS "views",
    (SELECT count(DISTINCT v."viewer_id") ${views})::int AS "uniqueViewers",
    (SELECT count(*) ${quotes} AND ${inRange('q."created_at"', range)})::int AS "quotesReceived",
    (SELECT count(*) ${quotes} AND q."accepted_at" IS NOT NULL AND ${inRange('q."accepted_at"', range)})::int AS "quotesAccepted",
    (SELECT count(*) ${orders} AND ${inRange('o."created_at"', range)})::int AS "orders",
    (SELECT count(*) ${completed})::int AS "completedOrders",
    (SELECT COALESCE(sum(${SELLER_REVENUE}), 0) ${completed})::float8 AS "revenue"`;
}
