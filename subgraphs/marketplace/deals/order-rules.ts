import type { Actor } from '../../../lib/context';
import { ConflictError, InvalidStateError, NotFoundError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import type { MarketplaceDeps } from '../common/deps';
import { assertActor, orderPartyOf, quotePartyOf, visibleOrder, visibleQuote } from './access';
import {
  checkCreateOrder,
  checkDeliver,
  checkRating,
  checkStatusUpdate,
  type CreateOrderInput,
  type DeliverOrderInput,
} from './order-input';
import {
  completionOf,
  nextOrderState,
  ORDER_MOVE_ACTORS,
  ORDER_MOVE_STAMPS,
  STATUS_UPDATE_MOVES,
} from './order-machine';
import {
  findListingLane,
  insertOrder,
  saveOrderOutcome,
  updateOrderIfUnchanged,
  type OrderChanges,
  type OrderRow,
} from './order-store';
import { checkReason } from './quote-input';
import { readStatus } from './quote-machine';

type PartyMove = keyof typeof ORDER_MOVE_ACTORS;

/**
 * Reads the visible order, checks that the caller's side may make `move` and that the state
 * allows it, then lets `write` store it only if the order is still at the version seen.
 */
async function changeOrder(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  move: PartyMove,
  write: (order: OrderRow, now: Date) => Promise<OrderRow | null>,
): Promise<OrderRow> {
  // As with quotes: a write that lost a race re-reads and decides again.
  return retryWhileStale(
    async (attempt) => {
      if (attempt > 0) deps.loaders.orderById.clear(id);
      const order = await visibleOrder(deps.loaders, actor, id);
      assertActor(orderPartyOf(actor, order), ORDER_MOVE_ACTORS[move], `${move} this order`);
      nextOrderState(order.status, move);
      const updated = await write(order, deps.clock.now());
      if (!updated) return undefined;
      deps.loaders.orderById.clear(id).prime(id, updated);
      return updated;
    },
    () => new ConflictError('The order is being changed by another request; please retry'),
  );
}

/** A move that only sets the new state, its timestamp and `extra`. */
function simpleMove(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  move: PartyMove,
  extra: OrderChanges = {},
): Promise<OrderRow> {
  return changeOrder(deps, actor, id, move, (order, now) =>
    updateOrderIfUnchanged(deps.prisma, order, {
      ...extra,
      status: nextOrderState(order.status, move),
      [ORDER_MOVE_STAMPS[move]]: now,
    }),
  );
}

export function getOrder(deps: MarketplaceDeps, actor: Actor, id: string): Promise<OrderRow> {
  return visibleOrder(deps.loaders, actor, id);
}

/**
 * The quote's responder makes the order of an accepted quote: the listing's owner sells, the
 * accepted amount is the total, the listing's lane the category. One order per quote: the
 * second (even a concurrent one) is 409 CONFLICT.
 */
export async function createOrder(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateOrderInput,
): Promise<OrderRow> {
  const { quoteId, notes } = checkCreateOrder(input);
  const quote = await visibleQuote(deps.loaders, actor, quoteId, 'quoteId');
  assertActor(quotePartyOf(actor, quote), ['responder'], 'order this quote');
  const status = readStatus(quote, deps.clock.now());
  if (status !== 'accepted') throw new InvalidStateError('quote', status, 'order');
  const category = await findListingLane(deps.prisma, actor.tenantId, quote.listingId);
  if (!category) throw new NotFoundError('Listing', quote.listingId);
  const order = await insertOrder(deps.prisma, {
    tenantId: actor.tenantId,
    quoteId: quote.id,
    listingId: quote.listingId,
    buyerId: quote.responderId,
    sellerId: quote.sellerId,
    category,
    totalAmount: quote.amount,
    currency: quote.currency,
    notes,
  });
  deps.loaders.orderById.prime(order.id, order);
  deps.loaders.orderByQuoteId.clear(quote.id).prime(quote.id, order);
  return order;
}

/** The seller moves the order on: `confirmed` from pending, `in_progress` from confirmed. */
export function updateOrderStatus(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  status: string,
): Promise<OrderRow> {
  return simpleMove(deps, actor, id, STATUS_UPDATE_MOVES[checkStatusUpdate(status)]);
}

export function deliverOrder(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: DeliverOrderInput | null | undefined,
): Promise<OrderRow> {
  return simpleMove(deps, actor, id, 'deliver', checkDeliver(input));
}

export function cancelOrder(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  reason: string | null | undefined,
): Promise<OrderRow> {
  return simpleMove(deps, actor, id, 'cancel', {
    cancellationReason: checkReason(reason),
    cancelledBy: actor.id,
  });
}

/** The buyer completes a delivered order; the listing's statistics move in the same transaction. */
export async function completeOrder(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  rating: number | null | undefined,
): Promise<OrderRow> {
  const checked = checkRating(rating);
  const completed = await changeOrder(deps, actor, id, 'complete', (order, now) =>
    saveOrderOutcome(deps.prisma, order, completionOf(order, 'complete', { rating: checked, now })),
  );
  // The listing's statistics just changed; a later read in this request must not see the old ones.
  deps.loaders.listingById.clear(completed.listingId);
  return completed;
}
