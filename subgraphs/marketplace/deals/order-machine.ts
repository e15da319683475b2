import { defineStateMachine, nextState } from '../../../lib/state-machine';
import type { OrderStamp, OrderStatus } from './order-store';
import type { OrderParty } from './access';

/**
 * confirm and start are the two values of the status update; dispute, refund and release are
 * driven by the disputes feature (opening a dispute, and its resolution).
 */
export type OrderMove = 'confirm' | 'start' | 'deliver' | 'complete' | 'cancel' | 'dispute' | 'refund' | 'release';

/** SPEC section 5: the order's moves and the states each may start from. */
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
export const ORDER_MOVE_ACTORS: Record<Exclude<OrderMove, 'dispute' | 'refund' | 'release'>, readonly OrderParty[]> = {
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
export const STATUS_UPDATE_MOVES = { confirmed: 'confirm', in_progress: 'start' } as const satisfies Partial<Record<OrderStatus, OrderMove>>;
export type StatusUpdateValue = keyof typeof STATUS_UPDATE_MOVES;

/** The state after `move`, or 400 INVALID_STATE naming the current state and the move. */
export function nextOrderState(current: OrderStatus, move: OrderMove): OrderStatus {
  return nextState(orderMachine, current, move);
}
