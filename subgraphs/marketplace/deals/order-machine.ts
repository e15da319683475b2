import { systemClock } from '../../../lib/clock';
import { defineStateMachine, nextState } from '../../../lib/state-machine';
import type { OrderParty } from './access';
import type { OrderOutcome, OrderRow, OrderStamp, OrderStatus } from './order-store';

/**
 * confirm and start are the two values of the status update; dispute, refund and release are
 * driven by the disputes feature (opening a dispute, and its resolution).
 */
export type OrderMove =
  'confirm' | 'start' | 'deliver' | 'complete' | 'cancel' | 'dispute' | 'refund' | 'release';

/** The order's moves and the states each may start from (docs/api/marketplace.md, "State machines"). */
export const orderMachine = defineStateMachine<OrderStatus, OrderMove>({
  resource: 'order',
  moves: {
    confirm: { from: ['pending'], to: 'confirmed' },
    start: { from: ['confirmed'], to: 'in_progress' },
    deliver: { from: ['in_progress'], to: 'delivered' },
    complete: { from: ['delivered'], to: 'completed' },
    cancel: { from: ['pending', 'confirmed', 'in_progress'], to: 'cancelled' },
    dispute: { from: ['delivered', 'in_progress'], to: 'disputed' },
    refund: { from: ['disputed'], to: 'refunded' },
    release: { from: ['disputed'], to: 'completed' },
  },
});

/**
 * Which side of the order may make each move of this feature. The dispute moves are not here:
 * their actors (a party opens, an admin resolves) are the disputes feature's rules.
 */
export const ORDER_MOVE_ACTORS: Record<
  Exclude<OrderMove, 'dispute' | 'refund' | 'release'>,
  readonly OrderParty[]
> = {
  confirm: ['seller'],
  start: ['seller'],
  deliver: ['seller'],
  complete: ['buyer'],
  cancel: ['buyer', 'seller'],
};

/** The timestamp each move records (release completes the order, so it stamps completedAt). */
export const ORDER_MOVE_STAMPS: Record<OrderMove, OrderStamp> = {
  confirm: 'confirmedAt',
  start: 'startedAt',
  deliver: 'deliveredAt',
  complete: 'completedAt',
  cancel: 'cancelledAt',
  dispute: 'disputedAt',
  refund: 'refundedAt',
  release: 'completedAt',
};

/** The values the status update accepts, and the move each one makes. */
export const STATUS_UPDATE_MOVES = {
  confirmed: 'confirm',
  in_progress: 'start',
} as const satisfies Partial<Record<OrderStatus, OrderMove>>;
export type StatusUpdateValue = keyof typeof STATUS_UPDATE_MOVES;

/** The state after `move`, or 400 INVALID_STATE naming the current state and the move. */
export function nextOrderState(current: OrderStatus, move: OrderMove): OrderStatus {
  return nextState(orderMachine, current, move);
}

/**
 * What completing an order writes: `complete` is the buyer's move (from delivered, optionally
 * rated); `release` is a dispute resolved for the seller (from disputed). The order moves to
 * completed and its listing gains one booking, `revenue` (the order's amount unless a split
 * says otherwise) and the rating. 400 INVALID_STATE when the order's state allows no such move.
 */
export function completionOf(
  order: OrderRow,
  move: 'complete' | 'release',
  options: { rating?: number | null; now?: Date; revenue?: number } = {},
): OrderOutcome {
  const status = nextOrderState(order.status, move);
  const rating = move === 'complete' ? (options.rating ?? null) : null;
  return {
    changes: {
      status,
      [ORDER_MOVE_STAMPS[move]]: options.now ?? systemClock.now(),
      ...(rating !== null ? { rating } : {}),
    },
    listingGain: {
      tenantId: order.tenantId,
      listingId: order.listingId,
      amount: options.revenue ?? order.totalAmount,
      rating,
    },
  };
}
