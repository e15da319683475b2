import { keysetSelect, type KeysetColumn } from '../../../lib/db/keyset';
import { type Db, Prisma } from '../../../lib/db/prisma';
import type { SortedPage, SortOrder } from '../../../lib/pagination';
import type { DisputeRow, DisputeStatus } from './dispute-store';

export type DisputeSortKey = 'createdAt' | 'status' | 'resolvedAt';

/** A validated list request over the whole tenant (admins). */
export interface DisputeQuery extends SortedPage<DisputeSortKey> {
  tenantId: string;
  status?: DisputeStatus;
  orderId?: string;
}

/**
 * The SQL sort expression of each key and the type its cursor value is cast to. Unresolved
 * disputes have no resolvedAt: they sort last in either direction (as +/- infinity). Columns are
 * qualified: the select list's text aliases ("status", "id") would otherwise order the rows.
 */
function sortColumn(sortBy: DisputeSortKey, sortOrder: SortOrder): KeysetColumn {
  const id = Prisma.sql`d."id"`;
  if (sortBy === 'status')
    return { sql: Prisma.sql`d."status"`, type: '"marketplace"."dispute_status"', id };
  if (sortBy === 'createdAt') return { sql: Prisma.sql`d."created_at"`, type: 'timestamptz', id };
  return {
    sql: Prisma.raw(`COALESCE(d."resolved_at", '${unresolvedValue(sortOrder)}'::timestamptz)`),
    type: 'timestamptz',
    id,
  };
}

/** The value that stands for "not resolved" in a resolvedAt cursor of this direction. */
export function unresolvedValue(sortOrder: SortOrder): string {
  return sortOrder === 'ASC' ? 'infinity' : '-infinity';
}

const DISPUTE_COLUMNS = Prisma.sql`
  d."id"::text AS "id", d."tenant_id"::text AS "tenantId", d."order_id"::text AS "orderId", d."buyer_id"::text AS "buyerId",
  d."seller_id"::text AS "sellerId", d."listing_id"::text AS "listingId", d."opened_by"::text AS "openedBy", d."reason",
  d."status"::text AS "status", d."tier", d."resolution"::text AS "resolution", d."buyer_percent" AS "buyerPercent",
  d."refund_amount"::float8 AS "refundAmount", d."seller_amount"::float8 AS "sellerAmount", d."resolution_note" AS "resolutionNote",
  d."resolved_by"::text AS "resolvedBy", d."version", d."escalated_at" AS "escalatedAt", d."resolved_at" AS "resolvedAt",
  d."created_at" AS "createdAt", d."updated_at" AS "updatedAt"`;

/** One page in keyset order on (sort expression, id). */
export function searchDisputes(prisma: Db, query: DisputeQuery): Promise<DisputeRow[]> {
  const where = [Prisma.sql`d."tenant_id" = ${query.tenantId}::uuid`];
  if (query.status)
    where.push(Prisma.sql`d."status" = ${query.status}::"marketplace"."dispute_status"`);
  if (query.orderId) where.push(Prisma.sql`d."order_id" = ${query.orderId}::uuid`);
  const select = Prisma.sql`SELECT ${DISPUTE_COLUMNS} FROM "marketplace"."disputes" d`;
  return prisma.$queryRaw<DisputeRow[]>(
    keysetSelect(select, where, sortColumn(query.sortBy, query.sortOrder), query),
  );
}
