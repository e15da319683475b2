import type { PrismaClient } from '../../../lib/db/prisma';
import { inferenceLoaders, type InferenceLoaders } from '../inferences/loaders';

/** The request's DataLoaders, joined from the features' loader builders. */
export type AiLoaders = InferenceLoaders;

export function createAiLoaders(prisma: PrismaClient, tenantId: string | null): AiLoaders {
  return { ...inferenceLoaders(prisma, tenantId) };
}
