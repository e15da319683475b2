import type { PrismaClient } from '../../../lib/db/prisma';
import { campaignLoaders, type CampaignLoaders } from '../campaigns/loaders';

/** The request's DataLoaders, joined from the features' loader builders. */
export type AdsLoaders = CampaignLoaders;

/** Loaders live for one request and only ever see the caller's tenant's rows. */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): AdsLoaders {
  return { ...campaignLoaders(prisma, tenantId) };
}
