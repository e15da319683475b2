import type { RequestContext } from '../../../lib/context';
import type { ReportsDeps, ReportsServices } from './deps';

export interface ReportsContext extends RequestContext {
  deps: ReportsDeps;
}

/** Built once per request: the verified request context and what the rules take. */
export function createReportsContext(
  services: ReportsServices,
  base: RequestContext,
): ReportsContext {
  return { ...base, deps: { ...services, requestId: base.requestId, traceId: base.traceId } };
}
