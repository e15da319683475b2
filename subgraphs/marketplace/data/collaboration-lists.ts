import type { Prisma, PrismaClient } from '../../../lib/db/prisma';
import type { SortOrder } from '../../../lib/pagination';
import { toCollaborationRow, type CollaborationRow, type CollaborationStatus } from './collaborations';

export type CollaborationRole = 'sent' | 'received';

/** A validated list request: the caller's requests, newest first unless asked otherwise. */
export interface CollaborationQuery {
  tenantId: string;
  userId: string;
  /** Absent: both the requests the user sent and those they received. */
  role?: CollaborationRole;
  status?: CollaborationStatus;
  sortOrder: SortOrder;
  after?: { createdAt: Date; id: string };
  limit: number;
}

function parties(query: CollaborationQuery): Prisma.CollaborationWhereInput {
  if (query.role === 'sent') return { requesterId: query.userId };
  if (query.role === 'received') return { partnerId: query.userId };
  return { OR: [{ requesterId: query.userId }, { partnerId: query.userId }] };
}

/** One page in keyset order on (createdAt, id); fetches `limit + 1` rows to tell whether more exist. */
export async function searchCollaborations(prisma: PrismaClient, query: CollaborationQuery): Promise<CollaborationRow[]> {
  const direction = query.sortOrder === 'ASC' ? 'asc' : 'desc';
  const beyond = direction === 'asc' ? 'gt' : 'lt';
  const where: Prisma.CollaborationWhereInput[] = [{ tenantId: query.tenantId }, parties(query)];
  if (query.status) where.push({ status: query.status });
  if (query.after) {
    const { createdAt, id } = query.after;
    where.push({ OR: [{ createdAt: { [beyond]: createdAt } }, { createdAt, id: { [beyond]: id } }] });
  }
  const rows = await prisma.collaboration.findMany({
    where: { AND: where },
    orderBy: [{ createdAt: direction }, { id: direction }],
    take: query.limit + 1,
  });
  return rows.map(toCollaborationRow);
}
