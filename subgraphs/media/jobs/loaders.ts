import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findJobsByIds, type JobRow } from './job-store';

/** The jobs feature's DataLoaders, scoped to the caller's tenant. */
export interface JobLoaders {
  jobById: DataLoader<string, JobRow | null>;
}

/** One query per batch of job ids; another tenant's job loads as null (lib/db/loaders.ts). */
export function jobLoaders(prisma: PrismaClient, tenantId: string | null): JobLoaders {
  return {
    jobById: rowLoader(tenantId, (tenant, ids) => findJobsByIds(prisma, tenant, ids), byId),
  };
}
