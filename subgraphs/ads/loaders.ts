import DataLoader from 'dataloader';
import type { PrismaClient } from '../../lib/db/prisma';
import { findCampaignsByIds, type CampaignRow } from './data/campaigns';

export interface AdsLoaders {
  campaignById: DataLoader<string, CampaignRow | null>;
}

/** Loaders live for one request and only ever see the caller's tenant's live campaigns. */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): AdsLoaders {
  return {
    campaignById: new DataLoader(async (ids) => {
      if (!tenantId) return ids.map(() => null);
      const rows = new Map((await findCampaignsByIds(prisma, tenantId, ids)).map((row) => [row.id, row]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
  };
}
