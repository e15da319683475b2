import type { RequestContext } from '../../../lib/context';
import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { FileStorage } from '../../../lib/storage';
import type { MarketplaceDeps } from './deps';
import { createLoaders } from './loaders';

/** The verified request context plus what the rules take; resolvers pass `deps` on. */
export interface MarketplaceContext extends RequestContext {
  deps: MarketplaceDeps;
}

export function createMarketplaceContext(
  prisma: PrismaClient,
  storage: FileStorage,
  clock: Clock,
  base: RequestContext,
): MarketplaceContext {
  const deps: MarketplaceDeps = {
    prisma,
    storage,
    clock,
    loaders: createLoaders(prisma, base.tenantId),
    requestId: base.requestId,
    traceId: base.traceId,
  };
  return { ...base, deps };
}
