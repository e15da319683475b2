import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findCampaignsByIds, type CampaignRow } from './campaign-store';

export interface CampaignLoaders {
  campaignById: DataLoader<string, CampaignRow | null>;
}

/** The tenant's live campaigns by id, for one request. */
export function campaignLoaders(prisma: PrismaClient, tenantId: string | null): CampaignLoaders {
  return {
    // Ids that are not UUIDs never reach the database: one bad id must not fail the whole batch.
    campaignById: rowLoader(
      tenantId,
      (tenant, ids) => findCampaignsByIds(prisma, tenant, ids),
      byId,
    ),
  };
}
