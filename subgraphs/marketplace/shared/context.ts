import type { PrismaClient } from '../../../lib/db/prisma';
import type { RequestContext } from '../../../lib/context';
import type { FileStorage } from '../../../lib/storage';
import { createLoaders, type MarketplaceLoaders } from './loaders';

export interface MarketplaceContext extends RequestContext {
  prisma: PrismaClient;
  storage: FileStorage;
  loaders: MarketplaceLoaders;
}

export function createMarketplaceContext(prisma: PrismaClient, storage: FileStorage, base: RequestContext): MarketplaceContext {
  return { ...base, prisma, storage, loaders: createLoaders(prisma, base.tenantId) };
}
