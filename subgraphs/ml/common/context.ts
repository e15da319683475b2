import type { RequestContext } from '../../../lib/context';
import type { MlDeps, MlServices } from './deps';
import { createMlLoaders } from './loaders';

export interface MlContext extends RequestContext {
  deps: MlDeps;
}

/** Built once per request: loaders scoped to the tenant, and the request's ids. */
export function createMlContext(services: MlServices, base: RequestContext): MlContext {
  const loaders = createMlLoaders(services.prisma, base.tenantId);
  return {
    ...base,
    deps: { ...services, loaders, requestId: base.requestId, traceId: base.traceId },
  };
}
