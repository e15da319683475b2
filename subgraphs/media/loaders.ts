import type { PrismaClient } from '../../lib/db/prisma';

/** Per-request DataLoaders of the media subgraph, scoped to the caller's tenant. */
export interface MediaLoaders {}

export function createLoaders(_prisma: PrismaClient, _tenantId: string | null): MediaLoaders {
  return {};
}
