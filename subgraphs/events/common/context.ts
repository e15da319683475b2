import type { RequestContext } from '../../../lib/context';
import type { EventsDeps } from './deps';
import { identityClient } from './identity-client';
import { createLoaders } from './loaders';

export interface EventsContext extends RequestContext {
  deps: EventsDeps;
}

/** Built once per request: the verified request context and what the rules take. */
export function createEventsContext(
  parts: Pick<EventsDeps, 'prisma' | 'peers' | 'settlements' | 'clock'>,
  base: RequestContext,
): EventsContext {
  return {
    ...base,
    deps: {
      prisma: parts.prisma,
      loaders: createLoaders(parts.prisma, base.tenantId, parts.clock),
      peers: parts.peers,
      identity: identityClient(parts.peers, { requestId: base.requestId, traceId: base.traceId }),
      settlements: parts.settlements,
      clock: parts.clock,
      requestId: base.requestId,
      traceId: base.traceId,
    },
  };
}
