import type { Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceDeps } from '../common/deps';
import { sellerStanding } from './matching-store';
import { readRfpStatus } from './rfp-machine';
import type { RfpRow } from './rfp-store';

/** How the caller relates to an RFP they can see. */
type RfpRole = 'buyer' | 'admin' | 'seller';

export interface RfpView {
  rfp: RfpRow;
  role: RfpRole;
  /** For sellers: whether they match it now (answering needs that). */
  matches: boolean;
}

/**
 * Who sees an RFP: its buyer, admins, sellers that match it while it is open, and sellers that
 * answered it (they keep seeing what they answered). Anyone else gets 404, exactly like an id of
 * another tenant.
 */
export async function viewRfp(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  field = 'id',
): Promise<RfpView> {
  assertUuid(id, field);
  const rfp = await deps.loaders.rfpById.load(id);
  if (!rfp) throw new NotFoundError('RFP', id);
  if (rfp.buyerId === actor.id) return { rfp, role: 'buyer', matches: false };
  if (seesWholeTenant(actor)) return { rfp, role: 'admin', matches: false };
  const standing = await sellerStanding(deps.prisma, rfp, actor.id);
  const open = readRfpStatus(rfp, deps.clock.now()) === 'open';
  if (standing.answered || (standing.matches && open))
    return { rfp, role: 'seller', matches: standing.matches };
  throw new NotFoundError('RFP', id);
}

/** The RFP's buyer only; others who can see it get 403. */
export async function buyersRfp(deps: MarketplaceDeps, actor: Actor, id: string): Promise<RfpRow> {
  const view = await viewRfp(deps, actor, id);
  if (view.role !== 'buyer') throw new ForbiddenError("Only the RFP's buyer can do this");
  return view.rfp;
}

/** An RFP is answered by the sellers who see it, never by its own buyer. */
export function assertCanAnswerAsSeller(view: RfpView): void {
  if (view.role === 'buyer') throw new ForbiddenError('Buyers cannot answer their own RFP');
}

/** A seller who sees an RFP only because they answered it (no longer matching) answers no more. */
export function assertCanAnswerMatching(view: RfpView): void {
  if (!view.matches) throw new ForbiddenError('Only sellers that match the RFP can answer it');
}
