import type { Actor } from '../../../lib/context';
import { ConflictError } from '../../../lib/errors';
import { retryWhileStale } from '../../../lib/optimistic';
import { InputCheck } from '../../../lib/validation';
import { canSee } from '../listings/access';
import type { MarketplaceDeps } from '../common/deps';
import {
  assertCanMoveCollaboration,
  assertCanRequestCollaboration,
  assertMayPropose,
  visibleCollaboration,
} from './access';
import { checkCreateCollaboration, type CreateCollaborationInput } from './collaboration-input';
import { decideMove, type CollaborationMove } from './collaboration-machine';
import {
  findSellers,
  insertCollaboration,
  updateCollaborationIfUnchanged,
  type CollaborationRow,
} from './collaboration-store';

export function getCollaboration(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
): Promise<CollaborationRow> {
  return visibleCollaboration(deps.loaders, actor, id);
}

/**
 * A seller (a user with a listing of the tenant) proposes to another seller. The listings it
 * names must be the requester's own and one of the partner's that the requester can see.
 */
export async function createCollaboration(
  deps: MarketplaceDeps,
  actor: Actor,
  input: CreateCollaborationInput,
): Promise<CollaborationRow> {
  assertMayPropose(actor);
  const wanted = checkCreateCollaboration(input, actor.id);
  const [sellers, listing, partnerListing] = await Promise.all([
    findSellers(deps.prisma, actor.tenantId, [actor.id, wanted.partnerId]),
    wanted.listingId ? deps.loaders.listingById.load(wanted.listingId) : null,
    wanted.partnerListingId ? deps.loaders.listingById.load(wanted.partnerListingId) : null,
  ]);
  assertCanRequestCollaboration(actor, sellers);
  const check = new InputCheck();
  check
    .when(
      !sellers.has(wanted.partnerId),
      'partnerId',
      'must be a seller of this tenant (a user with at least one listing)',
    )
    .when(
      wanted.listingId !== null && listing?.sellerId !== actor.id,
      'listingId',
      'must be one of your listings',
    )
    .when(
      wanted.partnerListingId !== null &&
        !(
          partnerListing &&
          partnerListing.sellerId === wanted.partnerId &&
          canSee(actor, partnerListing)
        ),
      'partnerListingId',
      "must be one of the partner's listings",
    );
  check.done();
  const created = await insertCollaboration(deps.prisma, {
    ...wanted,
    tenantId: actor.tenantId,
    requesterId: actor.id,
  });
  deps.loaders.collaborationById.prime(created.id, created);
  return created;
}

export async function moveCollaboration(
  deps: MarketplaceDeps,
  actor: Actor,
  id: string,
  move: CollaborationMove,
): Promise<CollaborationRow> {
  // Of two concurrent moves one wins; the loser re-reads and answers from the new state.
  return retryWhileStale(
    async (attempt) => {
      if (attempt > 0) deps.loaders.collaborationById.clear(id);
      const collaboration = await visibleCollaboration(deps.loaders, actor, id);
      const changes = decideMove(collaboration, actor.id, move, deps.clock.now());
      assertCanMoveCollaboration(actor, collaboration, move);
      const updated = await updateCollaborationIfUnchanged(deps.prisma, collaboration, changes);
      if (!updated) return undefined;
      deps.loaders.collaborationById.clear(id).prime(id, updated);
      return updated;
    },
    () =>
      new ConflictError(
        'The collaboration request is being changed by another request; please retry',
      ),
  );
}
