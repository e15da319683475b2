import { newEvent, type PlatformEvent } from '../../../lib/events/bus';
import { NOTIFICATION_ADDED } from '../../../lib/events/catalog';

/*
 * The notifications service's event contract (docs/api/notifications.md, "Events"): the gateway's
 * `notificationAdded` subscription listens to it. Written through the outbox with the notice, so
 * a subscriber hears of exactly the notices that exist.
 */

/** A notice entered a user's inbox. Internal: not a webhook type. */
export { NOTIFICATION_ADDED };

export interface NotificationAddedData {
  notificationId: string;
  userId: string;
  category: string;
  kind: string;
}

export function notificationAdded(
  tenantId: string,
  data: NotificationAddedData,
  requestId?: string,
): PlatformEvent<NotificationAddedData> {
  return { ...newEvent(NOTIFICATION_ADDED, tenantId, data, requestId), subject: data.userId };
}

/** The event's data as the gateway relies on it, or undefined when it lacks the ids. */
export function readNotificationAdded(data: unknown): NotificationAddedData | undefined {
  const d = data as Record<string, unknown> | null;
  if (typeof d?.notificationId !== 'string' || typeof d.userId !== 'string') return undefined;
  return d as unknown as NotificationAddedData;
}
