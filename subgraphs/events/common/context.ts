import type { RequestContext } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';
import type { EventsDeps } from './deps';
import { identityClient } from './identity-client';
import { createLoaders } from './loaders';

export interface EventsContext extends RequestContext {
  deps: EventsDeps;
}

/** Built once per request: the verified request context and what the rules take. */
export function createEventsContext(
  parts: { prisma: PrismaClient; peers: SubgraphDirectory; settlements: EventsDeps['settlements'] },
  base: RequestContext,
): EventsContext {
  return {
    ...base,
    deps: {
      prisma: parts.prisma,
      loaders: createLoaders(parts.prisma, base.tenantId),
      peers: parts.peers,
      identity: identityClient(parts.peers, { requestId: base.requestId, traceId: base.traceId }),
      settlements: parts.settlements,
      requestId: base.requestId,
      traceId: base.traceId,
    },
  };
}
