import type { Actor } from '../../../lib/context';
import {
  dateValue,
  sortedConnection,
  sortedPage,
  type Connection,
  type CursorValue,
  type SortOrder,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { MarketplaceDeps } from '../common/deps';
import { assertMayListAll } from './access';
import { searchDisputes, unresolvedValue, type DisputeSortKey } from './dispute-search-store';
import type { DisputeRow, DisputeStatus } from './dispute-store';

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

const CURSOR_VALUES: Record<DisputeSortKey, CursorValue<string>> = {
  createdAt: dateValue,
  status: (value) => (typeof value === 'string' && STATUSES.includes(value) ? value : undefined),
  // Unresolved disputes sort as +/- infinity, and their cursors carry that word instead of a date.
  resolvedAt: (value, sortOrder) =>
    value === unresolvedValue(sortOrder) ? value : dateValue(value, sortOrder),
};

/** Every dispute of the tenant (admins), filtered and in keyset order. */
export async function listDisputes(
  deps: MarketplaceDeps,
  actor: Actor,
  args: DisputeListArgs,
): Promise<Connection<DisputeRow>> {
  assertMayListAll(actor);
  new InputCheck().uuid('orderId', args.orderId).done();
  const page = sortedPage(args, 'createdAt', CURSOR_VALUES);
  const rows = await searchDisputes(deps.prisma, {
    tenantId: actor.tenantId,
    status: args.status ?? undefined,
    orderId: args.orderId?.toLowerCase(),
    ...page,
  });
  for (const row of rows) deps.loaders.disputeById.prime(row.id, row);
  return sortedConnection(rows, page, (row) => sortValueOf(row, page.sortBy, page.sortOrder));
}
