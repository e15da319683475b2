import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import { orderPartyOf, type OrderParty } from '../deals/access';
import type { OrderRow } from '../deals/order-store';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceLoaders } from '../common/loaders';
import type { DisputeRow } from './dispute-store';

/** Every dispute of the tenant is listed to its admins only. */
export function assertMayListAll(actor: Actor): void {
  assertRole(actor, 'admin');
}

/** Admins resolve disputes (and never one over their own order: dispute-rules.ts). */
export function assertMayResolve(actor: Actor): void {
  assertRole(actor, 'admin');
}

/** The admin resolving (assertMayResolve) is no party of the dispute's order. */
export function assertCanResolveDispute(actor: Actor, dispute: DisputeRow): void {
  if (disputePartyOf(actor, dispute))
    throw new ForbiddenError('An admin cannot resolve a dispute over their own order');
}

/** The order's buyer or seller opens a dispute; an admin who sees the order is neither. */
export function assertCanOpenDisputeOn(actor: Actor, order: OrderRow): void {
  if (!orderPartyOf(actor, order))
    throw new ForbiddenError("Only the order's buyer or seller can open a dispute");
}

function disputePartyOf(actor: Actor, dispute: DisputeRow): OrderParty | null {
  if (dispute.buyerId === actor.id) return 'buyer';
  return dispute.sellerId === actor.id ? 'seller' : null;
}

/** The tenant's dispute by id, or 404 (another tenant's dispute looks like an unknown id). */
export async function tenantDispute(loaders: MarketplaceLoaders, id: string): Promise<DisputeRow> {
  assertUuid(id);
  const dispute = await loaders.disputeById.load(id);
  if (!dispute) throw new NotFoundError('Dispute', id);
  return dispute;
}

/** The parties of the order and the tenant's admins may read a dispute; anyone else of the tenant gets 403. */
function canRead(actor: Actor, dispute: DisputeRow): boolean {
  return disputePartyOf(actor, dispute) !== null || seesWholeTenant(actor);
}

/** A dispute the caller may read, or null (unknown, another tenant's, or not the caller's to read): what a reference resolves to. */
export async function findReadableDispute(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<DisputeRow | null> {
  const dispute = await loaders.disputeById.load(id);
  return dispute && canRead(actor, dispute) ? dispute : null;
}

export async function readableDispute(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<DisputeRow> {
  const dispute = await tenantDispute(loaders, id);
  if (!canRead(actor, dispute))
    throw new ForbiddenError("Only the order's buyer and seller and admins can see its dispute");
  return dispute;
}

/** A dispute the actor is a party of; 403 for anyone else of the tenant, admins included. */
export async function partyDispute(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
  action: string,
): Promise<DisputeRow> {
  const dispute = await tenantDispute(loaders, id);
  if (!disputePartyOf(actor, dispute))
    throw new ForbiddenError(`Only the order's buyer or seller can ${action}`);
  return dispute;
}
