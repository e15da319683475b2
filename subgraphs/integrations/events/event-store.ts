import type { Db } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent } from '../../../lib/events/outbox';

/**
 * Stores a published event in the outbox like every other event of the platform; the relay
 * publishes it after commit and the dispatcher turns it into deliveries.
 */
export function storePublishedEvent(db: Db, event: PlatformEvent): Promise<PlatformEvent> {
  return recordEvent(db, 'integrations', event);
}
