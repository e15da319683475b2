import type DataLoader from 'dataloader';
import type { RequestContext } from '../../../lib/context';
import { byId, rowLoader } from '../../../lib/db/loaders';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { FileStorage } from '../../../lib/storage';
import type { IdentityCreditsClient } from '../../../lib/subgraph/clients/identity-credits';
import { findInferencesByIds, type InferenceRow } from '../inferences/inference-store';
import type { ModelRegistry } from './models/registry';
import type { StudioSettings } from './studio-settings';

export interface AiLoaders {
  inferenceById: DataLoader<string, InferenceRow | null>;
}

/** What the request brings that rules need: its ids, and the caller's headers the gateway handed on. */
export interface AiRequest {
  requestId: string;
  traceId: string;
  tenantId: string | null;
  /** The x-budget-max-usd header, as sent. */
  budgetHeader?: string;
  /** The caller's Authorization header, for the studio service. */
  authorization?: string;
}

/** What the ai rules take (CONTRIBUTING.md): built once per request. */
export interface AiDeps {
  prisma: PrismaClient;
  loaders: AiLoaders;
  models: ModelRegistry;
  credits: IdentityCreditsClient;
  storage: FileStorage;
  /** Where streamed answer pieces go (common/events.ts, ANSWER_DELTA). */
  events: EventBus;
  studio: StudioSettings | null;
  request: AiRequest;
}

/** The parts that live as long as the service. */
export type AiServiceParts = Omit<AiDeps, 'loaders' | 'request'>;

export interface AiContext extends RequestContext {
  deps: AiDeps;
}

export function createAiContext(parts: AiServiceParts, base: RequestContext): AiContext {
  const loaders: AiLoaders = {
    inferenceById: rowLoader(
      base.tenantId,
      (tenant, ids) => findInferencesByIds(parts.prisma, tenant, ids),
      byId,
    ),
  };
  const request: AiRequest = {
    requestId: base.requestId,
    traceId: base.traceId,
    tenantId: base.tenantId,
    budgetHeader: base.forwarded?.['x-budget-max-usd'],
    authorization: base.forwarded?.authorization,
  };
  return { ...base, deps: { ...parts, loaders, request } };
}
