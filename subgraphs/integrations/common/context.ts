import type { RequestContext } from '../../../lib/context';
import type { IntegrationsDeps, IntegrationsServices } from './deps';

export interface IntegrationsContext extends RequestContext {
  deps: IntegrationsDeps;
}

/** Built once per request: the verified request context and what the rules take. */
export function createIntegrationsContext(
  services: IntegrationsServices,
  base: RequestContext,
): IntegrationsContext {
  return { ...base, deps: { ...services, requestId: base.requestId, traceId: base.traceId } };
}
