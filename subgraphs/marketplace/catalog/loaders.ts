import type DataLoader from 'dataloader';
import type { PrismaClient } from '../../../lib/db/prisma';
import { byId, rowLoader } from '../../../lib/db/loaders';
import { findSlotsByIds, type ExhibitorSlotRow } from './exhibitor-slot-store';
import { findRfpsByIds, type RfpRow } from '../rfps/rfp-store';

/** Entities other rows point at (a booking's slot, an answer's RFP), one query per batch. */
export interface GroupLoaders {
  exhibitorSlotById: DataLoader<string, ExhibitorSlotRow | null>;
  rfpById: DataLoader<string, RfpRow | null>;
}

export function createGroupLoaders(prisma: PrismaClient, tenantId: string | null): GroupLoaders {
  return {
    exhibitorSlotById: rowLoader(tenantId, (tenant, ids) => findSlotsByIds(prisma, tenant, ids), byId),
    rfpById: rowLoader(tenantId, (tenant, ids) => findRfpsByIds(prisma, tenant, ids), byId),
  };
}
