import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findInferencesByIds, type InferenceRow } from './inference-store';

export interface InferenceLoaders {
  inferenceById: DataLoader<string, InferenceRow | null>;
}

/** The inferences feature's loaders, scoped to the request's tenant (lib/db/loaders.ts). */
export function inferenceLoaders(prisma: PrismaClient, tenantId: string | null): InferenceLoaders {
  return {
    inferenceById: rowLoader(
      tenantId,
      (tenant, ids) => findInferencesByIds(prisma, tenant, ids),
      byId,
    ),
  };
}
