import type { Actor } from '../../../lib/context';
import {
  dateValue,
  numberValue,
  sortedConnection,
  sortedPage,
  type Connection,
  type CursorValue,
  type SortOrder,
} from '../../../lib/pagination';
import type { MarketplaceLane } from '../listings/listing-store';
import type { MarketplaceDeps } from '../common/deps';
import { statusValue } from './deal-cursors';
import { searchOrders, type OrderSortKey } from './order-search-store';
import type { OrderRow, OrderStatus } from './order-store';

/** List arguments as GraphQL (and the REST query string, by name) deliver them. */
export interface OrderListArgs {
  status?: OrderStatus | null;
  category?: MarketplaceLane | null;
  sortBy?: OrderSortKey | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  limit?: number | null;
}

const CURSOR_VALUES: Record<OrderSortKey, CursorValue> = {
  createdAt: dateValue,
  totalAmount: numberValue,
  status: statusValue,
};

function sortValueOf(row: OrderRow, key: OrderSortKey): string | number {
  if (key === 'createdAt') return row.createdAt.toISOString();
  return row[key];
}

/** One page of the caller's orders on one side (buyer or seller), in keyset order. */
export async function listOrders(
  deps: MarketplaceDeps,
  actor: Actor,
  side: 'buyer' | 'seller',
  args: OrderListArgs,
): Promise<Connection<OrderRow>> {
  const page = sortedPage(args, 'createdAt', CURSOR_VALUES);
  const rows = await searchOrders(deps.prisma, {
    tenantId: actor.tenantId,
    party: side === 'buyer' ? { buyerId: actor.id } : { sellerId: actor.id },
    status: args.status ?? undefined,
    category: args.category ?? undefined,
    ...page,
  });
  for (const row of rows) deps.loaders.orderById.prime(row.id, row);
  return sortedConnection(rows, page, (row) => sortValueOf(row, page.sortBy));
}
