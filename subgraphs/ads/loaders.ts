import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../lib/db/loaders';
import type { PrismaClient } from '../../lib/db/prisma';
import { findCampaignsByIds, type CampaignRow } from './data/campaigns';

export interface AdsLoaders {
  campaignById: DataLoader<string, CampaignRow | null>;
}

/** Loaders live for one request and only ever see the caller's tenant's live campaigns. */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): AdsLoaders {
  return {
    // Ids that are not UUIDs never reach the database: one bad id must not fail the whole batch.
    campaignById: rowLoader(tenantId, (tenant, ids) => findCampaignsByIds(prisma, tenant, ids), byId),
  };
}
