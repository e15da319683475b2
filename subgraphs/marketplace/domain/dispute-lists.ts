import { isUuid } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import { decodeCursor, encodeCursor, pageLimit, toConnection, type Connection, type SortOrder } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { searchDisputes, unresolvedValue, type DisputeSortKey } from '../data/dispute-lists';
import type { DisputeRow, DisputeStatus } from '../data/disputes';
import type { Actor } from './listing-access';
import type { ListingDeps } from './listings';

export interface DisputeListArgs {
  status?: DisputeStatus | null;
  orderId?: string | null;
  sortBy?: DisputeSortKey | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  limit?: number | null;
}

const STATUSES: readonly string[] = ['open', 'escalated', 'resolved'];

/** The value of a row's sort key as it travels in a cursor. */
function sortValueOf(row: DisputeRow, sortBy: DisputeSortKey, sortOrder: SortOrder): string {
  if (sortBy === 'status') return row.status;
  if (sortBy === 'createdAt') return row.createdAt.toISOString();
  return row.resolvedAt?.toISOString() ?? unresolvedValue(sortOrder);
}

/** A cursor's value must fit its key's SQL type: a tampered one is a 400, never a SQL error. */
function validValue(value: string | number, sortBy: DisputeSortKey, sortOrder: SortOrder): boolean {
  if (typeof value !== 'string') return false;
  if (sortBy === 'status') return STATUSES.includes(value);
  if (sortBy === 'resolvedAt' && value === unresolvedValue(sortOrder)) return true;
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
}

/** Every dispute of the tenant (admins; the role is checked by the resolver), filtered and in keyset order. */
export async function listDisputes(deps: ListingDeps, actor: Actor, args: DisputeListArgs): Promise<Connection<DisputeRow>> {
  new InputCheck().when(args.orderId != null && !isUuid(args.orderId), 'orderId', 'must be a UUID').done();
  const limit = pageLimit(args.limit);
  const sortBy = args.sortBy ?? 'createdAt';
  const sortOrder = args.sortOrder ?? 'DESC';
  let after: { value: string; id: string } | undefined;
  if (args.cursor) {
    const position = decodeCursor(args.cursor, sortBy, sortOrder);
    if (!validValue(position.value, sortBy, sortOrder) || !isUuid(position.id)) throw ValidationError.field('cursor', 'is not a valid cursor for this query');
    after = { value: String(position.value), id: position.id };
  }
  const rows = await searchDisputes(deps.prisma, {
    tenantId: actor.tenantId,
    status: args.status ?? undefined,
    orderId: args.orderId?.toLowerCase(),
    sortBy,
    sortOrder,
    after,
    limit,
  });
  for (const row of rows) deps.loaders.disputeById.prime(row.id, row);
  return toConnection(rows, limit, (row) => encodeCursor(sortBy, sortOrder, { value: sortValueOf(row, sortBy, sortOrder), id: row.id }));
}
