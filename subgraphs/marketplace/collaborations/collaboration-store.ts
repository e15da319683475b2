import type { Collaboration, CollaborationStatus } from '../../../lib/db/generated/client';
import type { Db } from '../../../lib/db/prisma';
import { withDatabaseErrors, nullWhenUnmatched } from '../../../lib/db/prisma-errors';

export type { CollaborationStatus };

/** A collaboration request as the rules see it: the split is a plain number. */
export interface CollaborationRow {
  id: string;
  tenantId: string;
  requesterId: string;
  partnerId: string;
  listingId: string | null;
  partnerListingId: string | null;
  message: string;
  revenueSplitPercent: number | null;
  status: CollaborationStatus;
  version: number;
  acceptedAt: Date | null;
  declinedAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewCollaboration = Pick<
  CollaborationRow,
  | 'tenantId'
  | 'requesterId'
  | 'partnerId'
  | 'listingId'
  | 'partnerListingId'
  | 'message'
  | 'revenueSplitPercent'
>;

export type CollaborationChanges = Partial<
  Pick<CollaborationRow, 'status' | 'acceptedAt' | 'declinedAt' | 'cancelledAt' | 'cancelledBy'>
>;

export function toCollaborationRow(row: Collaboration): CollaborationRow {
  return {
    ...row,
    revenueSplitPercent:
      row.revenueSplitPercent === null ? null : row.revenueSplitPercent.toNumber(),
  };
}

/** One query for any number of ids; other tenants' requests are absent. */
export async function findCollaborationsByIds(
  prisma: Db,
  tenantId: string,
  ids: readonly string[],
): Promise<CollaborationRow[]> {
  const rows = await prisma.collaboration.findMany({ where: { tenantId, id: { in: [...ids] } } });
  return rows.map(toCollaborationRow);
}

/** 409 when the same proposal is already pending (a partial unique index, so races are safe too). */
export async function insertCollaboration(
  prisma: Db,
  collaboration: NewCollaboration,
): Promise<CollaborationRow> {
  return toCollaborationRow(
    await withDatabaseErrors(
      'A pending collaboration request with this partner and these listings',
      () => prisma.collaboration.create({ data: collaboration }),
    ),
  );
}

/** Writes `changes` only if the request is still at the version the rules decided on; else null. */
export async function updateCollaborationIfUnchanged(
  prisma: Db,
  seen: CollaborationRow,
  changes: CollaborationChanges,
): Promise<CollaborationRow | null> {
  return nullWhenUnmatched('Collaboration', async () => {
    const updated = await prisma.collaboration.update({
      where: { id: seen.id, tenantId: seen.tenantId, version: seen.version },
      data: { ...changes, version: { increment: 1 } },
    });
    return toCollaborationRow(updated);
  });
}

/** Which of `userIds` are sellers of the tenant (own at least one listing that is not deleted); one query. */
export async function findSellers(
  prisma: Db,
  tenantId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  const rows = await prisma.listing.findMany({
    where: { tenantId, sellerId: { in: [...userIds] }, deletedAt: null },
    select: { sellerId: true },
    distinct: ['sellerId'],
  });
  return new Set(rows.map((row) => row.sellerId));
}
