import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { RequestContext } from '../../../lib/context';
import type { AdsDeps } from './deps';
import { createLoaders } from './loaders';

export interface AdsContext extends RequestContext {
  deps: AdsDeps;
}

/** Built once per request: the verified request context and what the rules take. */
export function createAdsContext(
  parts: { prisma: PrismaClient; clock: Clock },
  base: RequestContext,
): AdsContext {
  return {
    ...base,
    deps: {
      prisma: parts.prisma,
      loaders: createLoaders(parts.prisma, base.tenantId),
      clock: parts.clock,
      requestId: base.requestId,
      traceId: base.traceId,
    },
  };
}
