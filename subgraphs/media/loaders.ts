import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../lib/db/loaders';
import type { PrismaClient } from '../../lib/db/prisma';
import { findJobsByIds, type JobRow } from './data/jobs';

/** Per-request DataLoaders of the media subgraph, scoped to the caller's tenant. */
export interface MediaLoaders {
  jobById: DataLoader<string, JobRow | null>;
}

/**
 * Loaders live for one request and only ever see the caller's tenant (lib/db/loaders.ts).
 */
export function createLoaders(prisma: PrismaClient, tenantId: string | null): MediaLoaders {
  return {
    jobById: rowLoader(tenantId, (tenant, ids) => findJobsByIds(prisma, tenant, ids), byId),
  };
}
