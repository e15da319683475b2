import type { Prisma } from '../../../lib/db/prisma';
import { addCompletionToListing, updateOrderIfUnchanged, type OrderRow } from './order-store';
import { nextOrderState, ORDER_MOVE_STAMPS } from './order-machine';

/**
 * Completes an order inside the caller's transaction: the order moves to `completed` and its
 * listing gains one booking, the order's amount as revenue and, with a rating, that rating.
 * `complete` is the buyer's move (from delivered); `release` is a dispute resolved for the
 * seller (from disputed), which the disputes feature calls inside its own transaction.
 *
 * Throws 400 INVALID_STATE when `order.status` does not allow the move. Returns null when the
 * order changed since it was read (nothing is written then): re-read and decide again.
 */
export async function completeOrderInTransaction(
  tx: Prisma.TransactionClient,
  order: OrderRow,
  move: 'complete' | 'release',
  options: { rating?: number | null; now?: Date } = {},
): Promise<OrderRow | null> {
  const status = nextOrderState(order.status, move);
  const rating = move === 'complete' ? (options.rating ?? null) : null;
  const updated = await updateOrderIfUnchanged(tx, order, {
    status,
    [ORDER_MOVE_STAMPS[move]]: options.now ?? new Date(),
    ...(rating !== null ? { rating } : {}),
  });
  if (!updated) return null;
  await addCompletionToListing(tx, { tenantId: order.tenantId, listingId: order.listingId, amount: order.totalAmount, rating });
  return updated;
}
