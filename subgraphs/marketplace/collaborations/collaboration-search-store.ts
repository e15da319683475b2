import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db, Prisma } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import {
  toCollaborationRow,
  type CollaborationRow,
  type CollaborationStatus,
} from './collaboration-store';

export type CollaborationRole = 'sent' | 'received';

/** A validated list request: the caller's requests, newest first unless asked otherwise. */
export interface CollaborationQuery {
  tenantId: string;
  userId: string;
  /** Absent: both the requests the user sent and those they received. */
  role?: CollaborationRole;
  status?: CollaborationStatus;
  page: CreationPage;
}

function parties(query: CollaborationQuery): Prisma.CollaborationWhereInput {
  if (query.role === 'sent') return { requesterId: query.userId };
  if (query.role === 'received') return { partnerId: query.userId };
  return { OR: [{ requesterId: query.userId }, { partnerId: query.userId }] };
}

/** One page in (createdAt, id) order; fetches `limit + 1` rows to tell whether more exist. */
export async function searchCollaborations(
  prisma: Db,
  query: CollaborationQuery,
): Promise<CollaborationRow[]> {
  const where: Prisma.CollaborationWhereInput[] = [{ tenantId: query.tenantId }, parties(query)];
  if (query.status) where.push({ status: query.status });
  if (query.page.after) where.push(createdAfter(query.page));
  const rows = await prisma.collaboration.findMany({
    where: { AND: where },
    ...creationQuery(query.page),
  });
  return rows.map(toCollaborationRow);
}
