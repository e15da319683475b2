import type { PrismaClient } from '../../lib/db/prisma';
import type { RequestContext } from '../../lib/context';
import type { EventBus } from '../../lib/events/bus';
import type { FileStorage } from '../../lib/storage';
import type { SubgraphDirectory } from '../../lib/subgraph/peers';
import { createLoaders, type MediaLoaders } from './loaders';

export interface MediaContext extends RequestContext {
  prisma: PrismaClient;
  storage: FileStorage;
  events: EventBus;
  peers: SubgraphDirectory;
  loaders: MediaLoaders;
}

export function createMediaContext(
  parts: { prisma: PrismaClient; storage: FileStorage; events: EventBus; peers: SubgraphDirectory },
  base: RequestContext,
): MediaContext {
  return { ...base, ...parts, loaders: createLoaders(parts.prisma, base.tenantId) };
}
