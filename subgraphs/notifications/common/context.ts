import type { RequestContext } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { NotificationsDeps } from './deps';

export interface NotificationsContext extends RequestContext {
  deps: NotificationsDeps;
}

/** Built once per request: the verified request context and what the rules take. */
export function createNotificationsContext(
  parts: { prisma: PrismaClient },
  base: RequestContext,
): NotificationsContext {
  return {
    ...base,
    deps: { prisma: parts.prisma, requestId: base.requestId, traceId: base.traceId },
  };
}
