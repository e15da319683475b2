import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findRfpsByIds, type RfpRow } from './rfp-store';

/** RFPs by id (an answer's RFP, every read of one), one query per batch. */
export interface RfpLoaders {
  rfpById: DataLoader<string, RfpRow | null>;
}

export function createRfpLoaders(prisma: PrismaClient, tenantId: string | null): RfpLoaders {
  return {
    rfpById: rowLoader(tenantId, (tenant, ids) => findRfpsByIds(prisma, tenant, ids), byId),
  };
}
