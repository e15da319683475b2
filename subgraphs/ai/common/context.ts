import type { RequestContext } from '../../../lib/context';
import type { AiDeps, AiServices } from './deps';
import { createAiLoaders } from './loaders';

export interface AiContext extends RequestContext {
  deps: AiDeps;
}

/** Built once per request: loaders scoped to the tenant, the request's ids and the headers the gateway handed on. */
export function createAiContext(services: AiServices, base: RequestContext): AiContext {
  const deps: AiDeps = {
    ...services,
    loaders: createAiLoaders(services.prisma, base.tenantId),
    requestId: base.requestId,
    traceId: base.traceId,
    budgetHeader: base.forwarded?.['x-budget-max-usd'],
    authorization: base.forwarded?.authorization,
  };
  return { ...base, deps };
}
