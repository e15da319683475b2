import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';
import type { MailSettings } from '../mail/mail-settings';

/**
 * What the notifications rules take (CONTRIBUTING.md), in a request and in the notice consumer
 * alike. No event bus: the notices of an event and their `notification_added` events are written
 * together through the outbox (notices/notice-store.ts).
 */
export interface NotificationsDeps {
  prisma: PrismaClient;
  /** Identity, asked for a notice's recipients (common/identity-client.ts). */
  peers: SubgraphDirectory;
  /** The sender, the product's name and the public URL notices link to (mail/mail-settings.ts). */
  settings: MailSettings;
  /** The time every rule reads (lib/clock.ts). */
  clock: Clock;
  /** Wakes the mail worker: mail was queued. */
  mailQueued(): void;
  requestId: string;
  traceId: string;
}

/** The parts that live as long as the service; a request adds its ids. */
export type NotificationsServices = Omit<NotificationsDeps, 'requestId' | 'traceId'>;
