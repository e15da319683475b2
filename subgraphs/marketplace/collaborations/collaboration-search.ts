import type { Actor } from '../../../lib/context';
import {
  creationConnection,
  creationPage,
  type Connection,
  type SortOrder,
} from '../../../lib/pagination';
import type { MarketplaceDeps } from '../common/deps';
import { searchCollaborations, type CollaborationRole } from './collaboration-search-store';
import type { CollaborationRow, CollaborationStatus } from './collaboration-store';

export interface CollaborationListArgs {
  role?: CollaborationRole | null;
  status?: CollaborationStatus | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  limit?: number | null;
}

/** The caller's own requests (sent, received or both); admins too see only their own here. */
export async function listCollaborations(
  deps: MarketplaceDeps,
  actor: Actor,
  args: CollaborationListArgs,
): Promise<Connection<CollaborationRow>> {
  const page = creationPage(args, args.sortOrder ?? 'DESC');
  const rows = await searchCollaborations(deps.prisma, {
    tenantId: actor.tenantId,
    userId: actor.id,
    role: args.role ?? undefined,
    status: args.status ?? undefined,
    page,
  });
  for (const row of rows) deps.loaders.collaborationById.prime(row.id, row);
  return creationConnection(rows, page);
}
