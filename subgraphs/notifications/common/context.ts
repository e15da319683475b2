import type { RequestContext } from '../../../lib/context';
import type { NotificationsDeps, NotificationsServices } from './deps';

export interface NotificationsContext extends RequestContext {
  deps: NotificationsDeps;
}

/** Built once per request: the verified request context and what the rules take. */
export function createNotificationsContext(
  services: NotificationsServices,
  base: RequestContext,
): NotificationsContext {
  return {
    ...base,
    deps: { ...services, requestId: base.requestId, traceId: base.traceId },
  };
}
