import { encodeCursor, pageLimit, toConnection, type Connection, type SortOrder } from '../../../lib/pagination';
import type { KeysetType } from '../data/deal-keyset';
import type { MarketplaceLane } from '../data/listings';
import { searchOrders, type OrderSortKey } from '../data/order-search';
import type { OrderRow, OrderStatus } from '../data/orders';
import { dealCursor } from './deal-cursors';
import type { Actor } from './listing-access';
import type { DealDeps } from './quotes';

/** List arguments as GraphQL (and the REST query string, by name) deliver them. */
export interface OrderListArgs {
  status?: OrderStatus | null;
  category?: MarketplaceLane | null;
  sortBy?: OrderSortKey | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  limit?: number | null;
}

const SORT_TYPES: Record<OrderSortKey, KeysetType> = { createdAt: 'timestamptz', totalAmount: 'numeric', status: 'text' };

function sortValueOf(row: OrderRow, key: OrderSortKey): string | number {
  if (key === 'createdAt') return row.createdAt.toISOString();
  return row[key];
}

/** One page of the caller's orders on one side (buyer or seller), in keyset order. */
export async function listOrders(deps: DealDeps, actor: Actor, side: 'buyer' | 'seller', args: OrderListArgs): Promise<Connection<OrderRow>> {
  const limit = pageLimit(args.limit);
  const sortBy = args.sortBy ?? 'createdAt';
  const sortOrder = args.sortOrder ?? 'DESC';
  // An empty `cursor=` in a query string means "from the start", like an absent one.
  const after = args.cursor ? dealCursor(args.cursor, sortBy, sortOrder, SORT_TYPES[sortBy]) : undefined;
  const rows = await searchOrders(deps.prisma, {
    tenantId: actor.tenantId,
    party: side === 'buyer' ? { buyerId: actor.id } : { sellerId: actor.id },
    status: args.status ?? undefined,
    category: args.category ?? undefined,
    sortBy,
    sortOrder,
    after,
    limit,
  });
  for (const row of rows) deps.loaders.orderById.prime(row.id, row);
  return toConnection(rows, limit, (row) => encodeCursor(sortBy, sortOrder, { value: sortValueOf(row, sortBy), id: row.id }));
}
