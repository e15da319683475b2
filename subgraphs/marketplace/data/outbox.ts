import type { Prisma, PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent as record } from '../../../lib/events/outbox';

/** Writes a marketplace event into the outbox inside the caller's transaction; the relay publishes it after commit. */
export function recordEvent(tx: Prisma.TransactionClient | PrismaClient, event: PlatformEvent): Promise<PlatformEvent> {
  return record(tx, 'marketplace', event);
}
