import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceLoaders } from '../common/loaders';
import { MOVE_ACTORS, partyOf, type CollaborationMove } from './collaboration-machine';
import type { CollaborationRow } from './collaboration-store';

/** Sellers propose: the role organizer or admin (and a listing: collaboration-rules.ts). */
export function assertMayPropose(actor: Actor): void {
  assertRole(actor, 'organizer', 'admin');
}

/** Only sellers (users with a listing: `sellers` holds those found among the parties) propose. */
export function assertCanRequestCollaboration(actor: Actor, sellers: ReadonlySet<string>): void {
  if (!sellers.has(actor.id))
    throw new ForbiddenError(
      'Only sellers (users with at least one listing) can request a collaboration',
    );
}

/**
 * Who may make each move, by the state it starts from (MOVE_ACTORS in collaboration-machine.ts);
 * checked after the state, so a wrong state is 400 before a wrong actor is 403.
 */
export function assertCanMoveCollaboration(
  actor: Actor,
  collaboration: CollaborationRow,
  move: CollaborationMove,
): void {
  const allowed = MOVE_ACTORS[move][collaboration.status] ?? [];
  const party = partyOf(collaboration, actor.id);
  if (!party || !allowed.includes(party)) {
    throw new ForbiddenError(
      `Only the ${allowed.join(' or ')} can ${move} a ${collaboration.status} collaboration request`,
    );
  }
}

/**
 * A request the actor may see: its two parties, and the tenant's admins. Anyone else gets 404,
 * exactly like another tenant's request or an id that never existed: proposals are private.
 */
export async function findVisibleCollaboration(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<CollaborationRow | null> {
  const collaboration = await loaders.collaborationById.load(id);
  return collaboration && (partyOf(collaboration, actor.id) || seesWholeTenant(actor))
    ? collaboration
    : null;
}

export async function visibleCollaboration(
  loaders: MarketplaceLoaders,
  actor: Actor,
  id: string,
): Promise<CollaborationRow> {
  assertUuid(id);
  const collaboration = await findVisibleCollaboration(loaders, actor, id);
  if (!collaboration) throw new NotFoundError('Collaboration', id);
  return collaboration;
}
