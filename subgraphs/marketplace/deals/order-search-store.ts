import { keysetSelect, type KeysetColumn } from '../../../lib/db/keyset';
import { type Db, Prisma } from '../../../lib/db/prisma';
import type { SortedPage } from '../../../lib/pagination';
import type { MarketplaceLane } from '../listings/listing-store';
import type { OrderRow, OrderStatus } from './order-store';

export type OrderSortKey = 'createdAt' | 'totalAmount' | 'status';

/** A validated list request: one side of the caller's orders, optionally filtered. */
export interface OrderQuery extends SortedPage<OrderSortKey> {
  tenantId: string;
  /** The caller as buyer or as seller. */
  party: { buyerId: string } | { sellerId: string };
  status?: OrderStatus;
  category?: MarketplaceLane;
}

// Status sorts by its name, like the quotes' status.
const SORT_COLUMNS: Record<OrderSortKey, KeysetColumn> = {
  createdAt: { sql: Prisma.sql`"created_at"`, type: 'timestamptz' },
  totalAmount: { sql: Prisma.sql`"total_amount"`, type: 'numeric' },
  status: { sql: Prisma.sql`"status"::text`, type: 'text' },
};

/** The same columns as a Prisma Order, shaped as OrderRow, for raw queries. */
const ORDER_COLUMNS = Prisma.sql`
  "id"::text AS "id", "tenant_id"::text AS "tenantId", "quote_id"::text AS "quoteId",
  "listing_id"::text AS "listingId", "buyer_id"::text AS "buyerId", "seller_id"::text AS "sellerId",
  "category"::text AS "category", "status"::text AS "status", "total_amount"::float8 AS "totalAmount",
  "currency", "notes", "delivery_note" AS "deliveryNote", "deliverables", "rating",
  "cancellation_reason" AS "cancellationReason", "cancelled_by"::text AS "cancelledBy", "version",
  "confirmed_at" AS "confirmedAt", "started_at" AS "startedAt", "delivered_at" AS "deliveredAt",
  "completed_at" AS "completedAt", "cancelled_at" AS "cancelledAt", "disputed_at" AS "disputedAt",
  "refunded_at" AS "refundedAt", "created_at" AS "createdAt", "updated_at" AS "updatedAt"`;

function conditions(query: OrderQuery): Prisma.Sql[] {
  const where = [Prisma.sql`"tenant_id" = ${query.tenantId}::uuid`];
  if ('buyerId' in query.party) where.push(Prisma.sql`"buyer_id" = ${query.party.buyerId}::uuid`);
  else where.push(Prisma.sql`"seller_id" = ${query.party.sellerId}::uuid`);
  if (query.status)
    where.push(Prisma.sql`"status" = ${query.status}::"marketplace"."order_status"`);
  if (query.category)
    where.push(Prisma.sql`"category" = ${query.category}::"marketplace"."marketplace_lane"`);
  return where;
}

/** One page in keyset order. */
export function searchOrders(prisma: Db, query: OrderQuery): Promise<OrderRow[]> {
  const select = Prisma.sql`SELECT ${ORDER_COLUMNS} FROM "marketplace"."orders"`;
  return prisma.$queryRaw<OrderRow[]>(
    keysetSelect(select, conditions(query), SORT_COLUMNS[query.sortBy], query),
  );
}
