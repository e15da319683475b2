import { Prisma, type PrismaClient } from '../../../lib/db/prisma';
import type { SortOrder } from '../../../lib/pagination';
import type { DisputeRow, DisputeStatus } from './disputes';

export const DISPUTE_SORT_KEYS = ['createdAt', 'status', 'resolvedAt'] as const;
export type DisputeSortKey = (typeof DISPUTE_SORT_KEYS)[number];

/** A validated list request over the whole tenant (admins). */
export interface DisputeQuery {
  tenantId: string;
  status?: DisputeStatus;
  orderId?: string;
  sortBy: DisputeSortKey;
  sortOrder: SortOrder;
  after?: { value: string; id: string };
  limit: number;
}

/**
 * The SQL sort expression of each key and the type its cursor value is cast to. Unresolved
 * disputes have no resolvedAt: they sort last in either direction (as +/- infinity). Columns are
 * qualified: the select list's text aliases ("status", "id") would otherwise order the rows.
 */
function sortExpression(sortBy: DisputeSortKey, sortOrder: SortOrder): { sql: string; type: string } {
  if (sortBy === 'status') return { sql: 'd."status"', type: '"marketplace"."dispute_status"' };
  if (sortBy === 'createdAt') return { sql: 'd."created_at"', type: 'timestamptz' };
  return { sql: `COALESCE(d."resolved_at", '${unresolvedValue(sortOrder)}'::timestamptz)`, type: 'timestamptz' };
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

/** One page in keyset order on (sort expression, id); fetches `limit + 1` rows to tell whether more exist. */
export function searchDisputes(prisma: PrismaClient, query: DisputeQuery): Promise<DisputeRow[]> {
  const { sql, type } = sortExpression(query.sortBy, query.sortOrder);
  const direction = query.sortOrder === 'ASC' ? 'ASC' : 'DESC';
  const where = [Prisma.sql`d."tenant_id" = ${query.tenantId}::uuid`];
  if (query.status) where.push(Prisma.sql`d."status" = ${query.status}::"marketplace"."dispute_status"`);
  if (query.orderId) where.push(Prisma.sql`d."order_id" = ${query.orderId}::uuid`);
  if (query.after) {
    const comparison = Prisma.raw(direction === 'ASC' ? '>' : '<');
    where.push(Prisma.sql`(${Prisma.raw(sql)}, d."id") ${comparison} (${query.after.value}::${Prisma.raw(type)}, ${query.after.id}::uuid)`);
  }
  return prisma.$queryRaw<DisputeRow[]>`
    SELECT ${DISPUTE_COLUMNS} FROM "marketplace"."disputes" d
    WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY ${Prisma.raw(`${sql} ${direction}, d."id" ${direction}`)}
    LIMIT ${query.limit + 1}`;
}
