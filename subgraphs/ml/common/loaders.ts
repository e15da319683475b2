import type { PrismaClient } from '../../../lib/db/prisma';
import { createExperimentLoaders, type ExperimentLoaders } from '../experiments/loaders';
import { createModelLoaders, type ModelLoaders } from '../models/loaders';

/** Every feature's DataLoaders, for one request (the one place common/ names features). */
export type MlLoaders = ModelLoaders & ExperimentLoaders;

export function createMlLoaders(prisma: PrismaClient, tenantId: string | null): MlLoaders {
  return { ...createModelLoaders(prisma, tenantId), ...createExperimentLoaders(prisma, tenantId) };
}
