import type { Actor } from '../../../lib/context';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import { nextState } from '../../../lib/state-machine';
import { findVisibleOrder } from '../deals/access';
import { completionOf, nextOrderState, ORDER_MOVE_STAMPS } from '../deals/order-machine';
import type { OrderOutcome, OrderRow } from '../deals/order-store';
import type { MarketplaceDeps } from '../common/deps';
import {
  assertCanOpenDisputeOn,
  assertMayResolve,
  assertCanResolveDispute,
  partyDispute,
  readableDispute,
  tenantDispute,
} from './access';
import {
  checkEvidence,
  checkOpen,
  checkResolve,
  type CreateDisputeInput,
  type ResolveDisputeInput,
  type SubmitEvidenceInput,
} from './dispute-input';
import {
  assertAcceptsEvidence,
  disputeMachine,
  EVIDENCE_STATES,
  nextTier,
  RESOLUTION_ORDER_MOVES,
  settlement,
} from './dispute-machine';
import { openDisputeOnOrder, resolveDisputeWithOrder } from './dispute-order-store';
import {
  findUnresolvedDispute,
  insertEvidence,
  updateDisputeIfUnchanged,
  type DisputeChanges,
  type DisputeResolution,
  type DisputeRow,
} from './dispute-store';

// A write loses a race only when another landed between its read and its write; a few fresh
// attempts settle it (the loser then sees the new state and answers accordingly).
const busy = () =>
  new ConflictError('The dispute is being changed by another request; please retry');

export function getDispute(deps: MarketplaceDeps, actor: Actor, id: string): Promise<DisputeRow> {
  return readableDispute(deps.loaders, actor, id);
}

/**
 * A party of a delivered or in-progress order opens a dispute; the order moves to `disputed` in
 * the same transaction. An order has at most one unresolved dispute (409 otherwise).
 */
export async function openDispute(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateDisputeInput,
): Promise<DisputeRow> {
  const wanted = checkOpen(input);
  return retryWhileStale(async (attempt) => {
    if (attempt > 0) deps.loaders.orderById.clear(wanted.orderId);
    // Orders are seen by their parties and admins only: to anyone else this one does not exist.
    const order = await findVisibleOrder(deps.loaders, actor, wanted.orderId);
    if (!order) throw new NotFoundError('Order', wanted.orderId);
    assertCanOpenDisputeOn(actor, order);
    const existing = await findUnresolvedDispute(deps.prisma, actor.tenantId, order.id);
    if (existing)
      throw new ConflictError(
        `Order ${order.id} already has an unresolved dispute (${existing.id})`,
      );
    const created = await openDisputeOnOrder(deps.prisma, {
      order,
      orderChanges: {
        status: nextOrderState(order.status, 'dispute'),
        [ORDER_MOVE_STAMPS.dispute]: deps.clock.now(),
      },
      dispute: {
        tenantId: actor.tenantId,
        orderId: order.id,
        buyerId: order.buyerId,
        sellerId: order.sellerId,
        listingId: order.listingId,
        openedBy: actor.id,
        reason: wanted.reason,
      },
      evidence: wanted.evidence,
    });
    deps.loaders.orderById.clear(order.id);
    if (!created) return undefined;
    deps.loaders.disputeById.prime(created.id, created);
    return created;
  }, busy);
}

/** Either party adds statements or file references while the dispute is open or escalated. */
export async function submitEvidence(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: SubmitEvidenceInput,
): Promise<DisputeRow> {
  const dispute = await partyDispute(deps.loaders, actor, id, 'add evidence');
  const items = checkEvidence(input);
  assertAcceptsEvidence(dispute);
  const updated = await insertEvidence(deps.prisma, dispute, {
    submittedBy: actor.id,
    items,
    at: deps.clock.now(),
    acceptedIn: EVIDENCE_STATES,
  });
  deps.loaders.disputeById.clear(dispute.id);
  deps.loaders.evidenceByDisputeId.clear(dispute.id);
  if (!updated) {
    // Resolved meanwhile: answer from the state that won.
    assertAcceptsEvidence(await tenantDispute(deps.loaders, id));
    throw busy();
  }
  deps.loaders.disputeById.prime(updated.id, updated);
  return updated;
}

/** Either party raises the dispute one support tier (1 to 3); 400 at the last tier. */
export async function escalateDispute(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<DisputeRow> {
  return retryWhileStale(async (attempt) => {
    if (attempt > 0) deps.loaders.disputeById.clear(id);
    const dispute = await partyDispute(deps.loaders, actor, id, 'escalate the dispute');
    const tier = nextTier(dispute);
    const updated = await updateDisputeIfUnchanged(deps.prisma, dispute, {
      status: nextState(disputeMachine, dispute.status, 'escalate'),
      tier,
      escalatedAt: deps.clock.now(),
    });
    if (!updated) return undefined;
    deps.loaders.disputeById.clear(id).prime(id, updated);
    return updated;
  }, busy);
}

/**
 * What a resolution does to its order (dispute-machine.ts, RESOLUTION_ORDER_MOVES): refund_buyer
 * refunds it; release_to_seller completes it (the listing gains a booking and the amount); split
 * completes it with the seller's share as the listing's revenue. 400 INVALID_STATE when the
 * order's state allows no such move.
 */
function orderOutcome(
  order: OrderRow,
  resolution: DisputeResolution,
  sellerAmount: number,
  now: Date,
): OrderOutcome {
  const move = RESOLUTION_ORDER_MOVES[resolution];
  if (move === 'refund')
    return {
      changes: { status: nextOrderState(order.status, move), [ORDER_MOVE_STAMPS[move]]: now },
      listingGain: null,
    };
  return completionOf(order, move, {
    now,
    revenue: resolution === 'split' ? sellerAmount : undefined,
  });
}

/** An admin (who is no party of it) resolves the dispute; its order is refunded or completed. */
export async function resolveDispute(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  input: ResolveDisputeInput,
): Promise<DisputeRow> {
  assertMayResolve(actor);
  const decision = checkResolve(input);
  return retryWhileStale(async (attempt) => {
    if (attempt > 0) deps.loaders.disputeById.clear(id);
    const dispute = await tenantDispute(deps.loaders, id);
    assertCanResolveDispute(actor, dispute);
    const status = nextState(disputeMachine, dispute.status, 'resolve');
    deps.loaders.orderById.clear(dispute.orderId);
    const order = await deps.loaders.orderById.load(dispute.orderId);
    if (!order) throw new NotFoundError('Order', dispute.orderId);
    const now = deps.clock.now();
    const shares = settlement(order.totalAmount, decision.resolution, decision.buyerPercent);
    const outcome = orderOutcome(order, decision.resolution, shares.sellerAmount, now);
    const changes: DisputeChanges = {
      status,
      resolution: decision.resolution,
      buyerPercent: decision.buyerPercent,
      resolutionNote: decision.note,
      ...shares,
      resolvedBy: actor.id,
      resolvedAt: now,
    };
    const resolved = await resolveDisputeWithOrder(
      deps.prisma,
      { dispute, changes },
      { order, outcome },
    );
    if (!resolved) return undefined;
    deps.loaders.disputeById.clear(id).prime(id, resolved.dispute);
    deps.loaders.orderById.clear(order.id).prime(order.id, resolved.order);
    return resolved.dispute;
  }, busy);
}
