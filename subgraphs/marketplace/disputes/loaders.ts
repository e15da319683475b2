import type DataLoader from 'dataloader';
import { byId, groupLoader, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import {
  findDisputesByIds,
  findEvidenceByDisputeIds,
  type DisputeRow,
  type EvidenceRow,
} from './dispute-store';

// Scoped to the caller's tenant and blind to who the caller is: the rules decide what the caller may see.
export interface DisputeLoaders {
  disputeById: DataLoader<string, DisputeRow | null>;
  /** A dispute's evidence in the order it was given. */
  evidenceByDisputeId: DataLoader<string, EvidenceRow[]>;
}

export function createDisputeLoaders(
  prisma: PrismaClient,
  tenantId: string | null,
): DisputeLoaders {
  return {
    disputeById: rowLoader(tenantId, (tenant, ids) => findDisputesByIds(prisma, tenant, ids), byId),
    evidenceByDisputeId: groupLoader(
      tenantId,
      (tenant, ids) => findEvidenceByDisputeIds(prisma, tenant, ids),
      (row) => row.disputeId,
    ),
  };
}
