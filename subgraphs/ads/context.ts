import type { PrismaClient } from '../../lib/db/prisma';
import type { RequestContext } from '../../lib/context';
import { createLoaders, type AdsLoaders } from './loaders';

/** Events need no bus here: they go into the outbox with their change, and the relay publishes them. */
export interface AdsContext extends RequestContext {
  prisma: PrismaClient;
  loaders: AdsLoaders;
}

export function createAdsContext(parts: { prisma: PrismaClient }, base: RequestContext): AdsContext {
  return { ...base, ...parts, loaders: createLoaders(parts.prisma, base.tenantId) };
}
