import type { PrismaClient } from '../../lib/db/prisma';
import type { RequestContext } from '../../lib/context';
import { createLoaders, type MarketplaceLoaders } from './loaders';

export interface MarketplaceContext extends RequestContext {
  prisma: PrismaClient;
  loaders: MarketplaceLoaders;
}

export function createMarketplaceContext(prisma: PrismaClient, base: RequestContext): MarketplaceContext {
  return { ...base, prisma, loaders: createLoaders(prisma, base.tenantId) };
}
