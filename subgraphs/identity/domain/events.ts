import type { PlatformEvent } from '../../../lib/events/bus';
import { markPublished } from '../data/outbox';
import type { IdentityContext } from '../context';

/**
 * Publishes events already recorded in identity.outbox_events, after their transaction
 * committed, and marks each published. A failed publish leaves its row unpublished (for a relay
 * to send later) and never fails the request whose change is already committed.
 */
export async function publishRecorded(context: Pick<IdentityContext, 'prisma' | 'events'>, events: PlatformEvent[]): Promise<void> {
  for (const event of events) {
    try {
      await context.events.publish(event);
      await markPublished(context.prisma, event.id, new Date());
    } catch (error) {
      console.error(`[identity] could not publish ${event.type} ${event.id}`, error);
    }
  }
}
