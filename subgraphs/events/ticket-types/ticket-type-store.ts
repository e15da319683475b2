import type { TicketType } from '../../../lib/db/generated/client';
import type { Db } from '../../../lib/db/prisma';

/** A ticket type as stored (prisma/schema/events.prisma). */
export type TicketTypeRow = TicketType;

/** The tenant's ticket types by id (the loader's batch). */
export function findTicketTypesByIds(
  db: Db,
  tenantId: string,
  ids: string[],
): Promise<TicketTypeRow[]> {
  return db.ticketType.findMany({ where: { tenantId, id: { in: ids } } });
}

/** The ticket types of the tenant's events, oldest first (the loader's batch). */
export function findTicketTypesOfEvents(
  db: Db,
  tenantId: string,
  eventIds: string[],
): Promise<TicketTypeRow[]> {
  return db.ticketType.findMany({
    where: { tenantId, eventId: { in: eventIds } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}
