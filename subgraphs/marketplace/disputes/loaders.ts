import DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { byId, groupLoader, rowLoader } from '../../../lib/db/loaders';
import { findCollaborationsByIds, type CollaborationRow } from '../collaborations/collaboration-store';
import { findDisputesByIds, findEvidenceByDisputeIds, type DisputeRow, type EvidenceRow } from './dispute-store';

// DataLoaders of disputes, collaborations and analytics; every one scoped to the caller's tenant
// and blind to who the caller is: the domain decides what the caller may see.
export interface DisputeLoaders {
  collaborationById: DataLoader<string, CollaborationRow | null>;
  disputeById: DataLoader<string, DisputeRow | null>;
  /** A dispute's evidence in the order it was given. */
  evidenceByDisputeId: DataLoader<string, EvidenceRow[]>;
}

export function createDisputeLoaders(prisma: PrismaClient, tenantId: string | null): DisputeLoaders {
  return {
    collaborationById: rowLoader(tenantId, (tenant, ids) => findCollaborationsByIds(prisma, tenant, ids), byId),
    disputeById: rowLoader(tenantId, (tenant, ids) => findDisputesByIds(prisma, tenant, ids), byId),
    evidenceByDisputeId: groupLoader(tenantId, (tenant, ids) => findEvidenceByDisputeIds(prisma, tenant, ids), (row) => row.disputeId),
  };
}
