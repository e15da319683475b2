import type { PrismaClient } from '../../lib/db/prisma';
import type { RequestContext } from '../../lib/context';
import { createLoaders, type IdentityLoaders } from './loaders';

export interface IdentityContext extends RequestContext {
  prisma: PrismaClient;
  loaders: IdentityLoaders;
}

export function createIdentityContext(prisma: PrismaClient, base: RequestContext): IdentityContext {
  return { ...base, prisma, loaders: createLoaders(prisma, base.tenantId) };
}
