import type { Db } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent as record, recordEvents as recordAll } from '../../../lib/events/outbox';

/** Writes an identity event into the outbox inside the caller's transaction; the relay publishes it after commit. */
export function recordEvent(tx: Db, event: PlatformEvent): Promise<PlatformEvent> {
  return record(tx, 'identity', event);
}

/** recordEvent for several events, published in the order given. */
export function recordEvents(tx: Db, events: PlatformEvent[]): Promise<PlatformEvent[]> {
  return recordAll(tx, 'identity', events);
}
