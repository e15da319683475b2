import type { TicketedEvent } from '../../../lib/db/generated/client';
import type { Db } from '../../../lib/db/prisma';

/** An event as stored (prisma/schema/events.prisma). */
export type EventRow = TicketedEvent;

/** The tenant's events by id (the loader's batch). */
export function findEventsByIds(db: Db, tenantId: string, ids: string[]): Promise<EventRow[]> {
  return db.ticketedEvent.findMany({ where: { tenantId, id: { in: ids } } });
}
