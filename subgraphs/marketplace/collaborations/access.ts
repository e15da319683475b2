import { assertRole, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import { assertUuid } from '../../../lib/validation';
import { seesWholeTenant } from '../common/access';
import type { MarketplaceLoaders } from '../common/loaders';
import { partyOf } from './collaboration-machine';
import type { CollaborationRow } from './collaboration-store';

/** Sellers propose: the role organizer or admin (and a listing: collaboration-rules.ts). */
export function assertMayPropose(actor: Actor): void {
  assertRole(actor, 'organizer', 'admin');
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
