import type { PrismaClient } from '../../../lib/db/prisma';
import { jobLoaders, type JobLoaders } from '../jobs/loaders';

/** Per-request DataLoaders of the media subgraph, joined from its features' loader builders. */
export type MediaLoaders = JobLoaders;

/** Loaders live for one request and only ever see the caller's tenant (lib/db/loaders.ts). */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): MediaLoaders {
  return { ...jobLoaders(prisma, tenantId) };
}
