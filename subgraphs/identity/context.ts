import type { PrismaClient } from '../../lib/db/prisma';
import type { RequestContext } from '../../lib/context';
import type { EventBus } from '../../lib/events/bus';
import { createLoaders, type IdentityLoaders } from './loaders';

export interface IdentityContext extends RequestContext {
  prisma: PrismaClient;
  /** Where payment and team events go once their transaction has committed. */
  events: EventBus;
  loaders: IdentityLoaders;
}

export function createIdentityContext(parts: { prisma: PrismaClient; events: EventBus }, base: RequestContext): IdentityContext {
  return { ...base, ...parts, loaders: createLoaders(parts.prisma, base.tenantId) };
}
