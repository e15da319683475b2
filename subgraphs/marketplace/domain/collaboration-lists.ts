import { ValidationError } from '../../../lib/errors';
import { decodeCursor, encodeCursor, pageLimit, toConnection, type Connection, type SortOrder } from '../../../lib/pagination';
import { isUuid } from '../../../lib/context';
import { searchCollaborations, type CollaborationRole } from '../data/collaboration-lists';
import type { CollaborationRow, CollaborationStatus } from '../data/collaborations';
import type { Actor } from './listing-access';
import type { ListingDeps } from './listings';

export interface CollaborationListArgs {
  role?: CollaborationRole | null;
  status?: CollaborationStatus | null;
  sortOrder?: SortOrder | null;
  cursor?: string | null;
  limit?: number | null;
}

const SORT_KEY = 'createdAt';

function after(cursor: string, sortOrder: SortOrder): { createdAt: Date; id: string } {
  const position = decodeCursor(cursor, SORT_KEY, sortOrder);
  const createdAt = typeof position.value === 'string' ? new Date(position.value) : new Date(Number.NaN);
  if (Number.isNaN(createdAt.getTime()) || !isUuid(position.id)) throw ValidationError.field('cursor', 'is not a valid cursor for this query');
  return { createdAt, id: position.id };
}

/** The caller's own requests (sent, received or both); admins too see only their own here. */
export async function listCollaborations(deps: ListingDeps, actor: Actor, args: CollaborationListArgs): Promise<Connection<CollaborationRow>> {
  const limit = pageLimit(args.limit);
  const sortOrder = args.sortOrder ?? 'DESC';
  const rows = await searchCollaborations(deps.prisma, {
    tenantId: actor.tenantId,
    userId: actor.id,
    role: args.role ?? undefined,
    status: args.status ?? undefined,
    sortOrder,
    after: args.cursor ? after(args.cursor, sortOrder) : undefined,
    limit,
  });
  for (const row of rows) deps.loaders.collaborationById.prime(row.id, row);
  return toConnection(rows, limit, (row) => encodeCursor(SORT_KEY, sortOrder, { value: row.createdAt.toISOString(), id: row.id }));
}
