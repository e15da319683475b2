import type { Prisma } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvents as record } from '../../../lib/events/outbox';

/**
 * Writes ads events into the outbox inside the transaction of the change they describe; the
 * relay publishes them after commit, in this order.
 */
export function recordEvents(
  tx: Prisma.TransactionClient,
  events: PlatformEvent[],
): Promise<PlatformEvent[]> {
  return record(tx, 'ads', events);
}
