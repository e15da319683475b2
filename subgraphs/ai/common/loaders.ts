import type DataLoader from 'dataloader';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import { findInferencesByIds, type InferenceRow } from '../inferences/inference-store';

/** The request's DataLoaders, scoped to its tenant (the one place common/ names features). */
export interface AiLoaders {
  inferenceById: DataLoader<string, InferenceRow | null>;
}

export function createAiLoaders(prisma: PrismaClient, tenantId: string | null): AiLoaders {
  return {
    inferenceById: rowLoader(
      tenantId,
      (tenant, ids) => findInferencesByIds(prisma, tenant, ids),
      byId,
    ),
  };
}
