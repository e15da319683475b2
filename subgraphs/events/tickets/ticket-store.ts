import type { Ticket } from '../../../lib/db/generated/client';
import type { Db } from '../../../lib/db/prisma';

/** A ticket as stored (prisma/schema/events.prisma). */
export type TicketRow = Ticket;

/**
 * The tenant's tickets by id (the loader's batch). Pending and void tickets (an order being paid,
 * or one that failed) are never shown: they are not seats anyone holds.
 */
export function findTicketsByIds(db: Db, tenantId: string, ids: string[]): Promise<TicketRow[]> {
  return db.ticket.findMany({
    where: { tenantId, id: { in: ids }, status: { notIn: ['pending', 'void'] } },
  });
}
