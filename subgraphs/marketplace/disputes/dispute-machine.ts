import { InvalidStateError } from '../../../lib/errors';
import { defineStateMachine, nextState } from '../../../lib/state-machine';
import type { OrderMove } from '../deals/order-machine';
import type { DisputeResolution, DisputeRow, DisputeStatus } from './dispute-store';

export type DisputeMove = 'escalate' | 'resolve';

/**
 * A dispute opens `open`; escalate raises the tier (1 to 3) and marks it `escalated`; resolve
 * (admin) ends it (docs/api/marketplace.md, "State machines").
 */
export const disputeMachine = defineStateMachine<DisputeStatus, DisputeMove>({
  resource: 'dispute',
  moves: {
    escalate: { from: ['open', 'escalated'], to: 'escalated' },
    resolve: { from: ['open', 'escalated'], to: 'resolved' },
  },
});

/** Evidence is no move (the state stays), but it is only taken while the dispute is unresolved. */
export const EVIDENCE_STATES: readonly DisputeStatus[] = ['open', 'escalated'];

const LAST_TIER = 3;

/**
 * What each resolution does to the order: refund_buyer refunds it; release_to_seller completes
 * it (a completion's effect on the listing); split completes it too, with the seller's share as
 * the listing's revenue (the buyer gets the rest back).
 */
export const RESOLUTION_ORDER_MOVES: Record<
  DisputeResolution,
  Extract<OrderMove, 'refund' | 'release'>
> = {
  refund_buyer: 'refund',
  release_to_seller: 'release',
  split: 'release',
};

export function assertAcceptsEvidence(dispute: DisputeRow): void {
  if (!EVIDENCE_STATES.includes(dispute.status))
    throw new InvalidStateError('dispute', dispute.status, 'add evidence to');
}

/** The next tier, or 400 INVALID_STATE from the last tier (or a resolved dispute). */
export function nextTier(dispute: DisputeRow): number {
  nextState(disputeMachine, dispute.status, 'escalate');
  if (dispute.tier >= LAST_TIER)
    throw new InvalidStateError('dispute', `at the last support tier (${LAST_TIER})`, 'escalate');
  return dispute.tier + 1;
}

/** Who gets what of the order's amount, in cents so nothing is lost to rounding. */
export function settlement(
  totalAmount: number,
  resolution: DisputeResolution,
  buyerPercent: number | null,
): { refundAmount: number; sellerAmount: number } {
  const cents = Math.round(totalAmount * 100);
  const sellerCents =
    resolution === 'refund_buyer'
      ? 0
      : resolution === 'release_to_seller'
        ? cents
        : Math.round((cents * (100 - (buyerPercent ?? 0))) / 100);
  return { refundAmount: (cents - sellerCents) / 100, sellerAmount: sellerCents / 100 };
}
