import type { RequestContext } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { FileStorage } from '../../../lib/storage';
import type { PredictorCache } from '../endpoints/predictor-cache';
import { createMlLoaders, type MlLoaders } from './loaders';

/** What the ML rules take (CONTRIBUTING.md): the service's parts and the request's ids. */
export interface MlDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  events: EventBus;
  /** Loaded artifacts, shared by every request of the process. */
  predictors: PredictorCache;
  /** Kicks the background work when a request queued some (training, endpoint activation). */
  kick: { training(): void; endpoints(): void };
  request: { requestId: string; tenantId: string | null };
  /** The request's DataLoaders (common/loaders.ts): list fields cost one query per request, not per item. */
  loaders: MlLoaders;
}

export type MlServiceParts = Omit<MlDeps, 'request' | 'loaders'>;

export interface MlContext extends RequestContext {
  deps: MlDeps;
}

export function createMlContext(parts: MlServiceParts, base: RequestContext): MlContext {
  const request = { requestId: base.requestId, tenantId: base.tenantId };
  return {
    ...base,
    deps: { ...parts, request, loaders: createMlLoaders(parts.prisma, base.tenantId) },
  };
}
