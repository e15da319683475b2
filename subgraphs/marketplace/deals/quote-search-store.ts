import { keysetSelect, type KeysetColumn } from '../../../lib/db/keyset';
import { type Db, Prisma } from '../../../lib/db/prisma';
import type { SortedPage } from '../../../lib/pagination';
import type { QuoteStatus } from './quote-status';
import type { QuoteRow } from './quote-store';

export type QuoteSortKey = 'createdAt' | 'amount' | 'status' | 'validUntil';

/** A validated list request: the tenant and `now` are required, every filter is optional. */
export interface QuoteQuery extends SortedPage<QuoteSortKey> {
  tenantId: string;
  /** Time the `expired` status is computed at. */
  now: Date;
  responderId?: string;
  listingId?: string;
  status?: QuoteStatus;
}

/** The read status in SQL; it sorts by its name, like every status sort of the deals. */
function effectiveStatus(now: Date): Prisma.Sql {
  return Prisma.sql`(CASE WHEN "status" IN ('pending', 'negotiating') AND "valid_until" <= ${now}::timestamptz
    THEN 'expired' ELSE "status"::text END)`;
}

function sortColumn(key: QuoteSortKey, now: Date): KeysetColumn {
  switch (key) {
    case 'createdAt':
      return { sql: Prisma.sql`"created_at"`, type: 'timestamptz' };
    case 'validUntil':
      return { sql: Prisma.sql`"valid_until"`, type: 'timestamptz' };
    case 'amount':
      return { sql: Prisma.sql`"amount"`, type: 'numeric' };
    case 'status':
      return { sql: effectiveStatus(now), type: 'text' };
  }
}

/** The same columns as a Prisma Quote, shaped as QuoteRow, for raw queries. */
const QUOTE_COLUMNS = Prisma.sql`
  "id"::text AS "id", "tenant_id"::text AS "tenantId", "listing_id"::text AS "listingId",
  "responder_id"::text AS "responderId", "seller_id"::text AS "sellerId", "status"::text AS "status",
  "amount"::float8 AS "amount", "currency", "message", "valid_until" AS "validUntil",
  "rejection_reason" AS "rejectionReason", "last_offer_by"::text AS "lastOfferBy", "version",
  "accepted_at" AS "acceptedAt", "rejected_at" AS "rejectedAt", "withdrawn_at" AS "withdrawnAt",
  "negotiated_at" AS "negotiatedAt",
  "created_at" AS "createdAt", "updated_at" AS "updatedAt"`;

function conditions(query: QuoteQuery): Prisma.Sql[] {
  const where = [Prisma.sql`"tenant_id" = ${query.tenantId}::uuid`];
  if (query.responderId) where.push(Prisma.sql`"responder_id" = ${query.responderId}::uuid`);
  if (query.listingId) where.push(Prisma.sql`"listing_id" = ${query.listingId}::uuid`);
  if (query.status) where.push(Prisma.sql`${effectiveStatus(query.now)} = ${query.status}`);
  return where;
}

/** One page in keyset order. */
export function searchQuotes(prisma: Db, query: QuoteQuery): Promise<QuoteRow[]> {
  const select = Prisma.sql`SELECT ${QUOTE_COLUMNS} FROM "marketplace"."quotes"`;
  return prisma.$queryRaw<QuoteRow[]>(
    keysetSelect(select, conditions(query), sortColumn(query.sortBy, query.now), query),
  );
}
