import type { PrismaClient } from '../../../lib/db/prisma';

/**
 * What the notifications rules take. No event bus: the notices of an event and their
 * `notification_added` events are written together through the outbox (notices/notice-store.ts).
 */
export interface NotificationsDeps {
  prisma: PrismaClient;
  requestId: string;
  traceId: string;
}
