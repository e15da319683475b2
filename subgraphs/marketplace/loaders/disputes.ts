import DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { isUuid } from '../../../lib/context';
import { findCollaborationsByIds, type CollaborationRow } from '../data/collaborations';
import { findDisputesByIds, findEvidenceByDisputeIds, type DisputeRow, type EvidenceRow } from '../data/disputes';

// DataLoaders of disputes, collaborations and analytics; every one scoped to the caller's tenant
// and blind to who the caller is: the domain decides what the caller may see.
export interface DisputeLoaders {
  collaborationById: DataLoader<string, CollaborationRow | null>;
  disputeById: DataLoader<string, DisputeRow | null>;
  /** A dispute's evidence in the order it was given. */
  evidenceByDisputeId: DataLoader<string, EvidenceRow[]>;
}

/** A loader by id that never sends a non-UUID (it cannot exist) to the database. */
function byId<Row extends { id: string }>(
  tenantId: string | null,
  find: (tenantId: string, ids: string[]) => Promise<Row[]>,
): DataLoader<string, Row | null> {
  return new DataLoader(async (ids) => {
    const wanted = ids.filter(isUuid).map((id) => id.toLowerCase());
    if (!tenantId || wanted.length === 0) return ids.map(() => null);
    const rows = new Map((await find(tenantId, wanted)).map((row) => [row.id, row]));
    return ids.map((id) => rows.get(id.toLowerCase()) ?? null);
  });
}

export function createDisputeLoaders(prisma: PrismaClient, tenantId: string | null): DisputeLoaders {
  return {
    collaborationById: byId(tenantId, (tenant, ids) => findCollaborationsByIds(prisma, tenant, ids)),
    disputeById: byId(tenantId, (tenant, ids) => findDisputesByIds(prisma, tenant, ids)),
    evidenceByDisputeId: new DataLoader(async (ids) => {
      const wanted = ids.filter(isUuid).map((id) => id.toLowerCase());
      if (!tenantId || wanted.length === 0) return ids.map(() => []);
      const byDispute = new Map<string, EvidenceRow[]>();
      for (const row of await findEvidenceByDisputeIds(prisma, tenantId, wanted)) {
        byDispute.set(row.disputeId, [...(byDispute.get(row.disputeId) ?? []), row]);
      }
      return ids.map((id) => byDispute.get(id.toLowerCase()) ?? []);
    }),
  };
}
