import type { TicketedEventStatus } from '../../../lib/db/generated/client';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvents } from '../../../lib/events/outbox';
import type { TicketRow } from '../tickets/ticket-store';

/** A ticket of the tenant as it is now, whatever its status (no request cache). */
function findTicketNow(db: Db, tenantId: string, id: string): Promise<TicketRow | null> {
  return db.ticket.findFirst({ where: { id, tenantId } });
}

export interface CheckInMove {
  tenantId: string;
  ticketId: string;
  eventId: string;
  by: string;
  at: Date;
  /** A free ticket has no reservation: nothing to send identity, so it is settled at once. */
  free: boolean;
  /** ticket.checked_in and the sales change, written only when the move is made. */
  events: PlatformEvent[];
}

/** The checked-in ticket, or why not: the event and the ticket as they are after the refusal. */
export type CheckInOutcome =
  | { done: true; ticket: TicketRow }
  | { done: false; eventStatus: TicketedEventStatus | null; ticket: TicketRow | null };

/**
 * valid -> checked_in with its credits decided (`charge`) and its events, in one transaction.
 *
 * The event row is read FOR SHARE first: a cancellation (an UPDATE of that row) waits for a
 * check-in under way, and a check-in after a committed cancellation reads `cancelled`, so a
 * ticket is never checked in to an event already cancelled (whose round refunds valid tickets).
 * Then one conditional UPDATE decides the ticket: of two scans, or a scan and a refund, or a scan
 * and the event's end (which charges valid tickets), exactly one finds it valid and undecided;
 * the other changes nothing and reads the ticket again to say why.
 */
export function checkInTicketRow(prisma: PrismaClient, move: CheckInMove): Promise<CheckInOutcome> {
  return prisma.$transaction(async (tx) => {
    const [event] = await tx.$queryRaw<{ status: TicketedEventStatus }[]>`
      SELECT "status" FROM "events"."events"
      WHERE "id" = ${move.eventId}::uuid AND "tenant_id" = ${move.tenantId}::uuid FOR SHARE`;
    const refused = async (): Promise<CheckInOutcome> => ({
      done: false,
      eventStatus: event?.status ?? null,
      ticket: await findTicketNow(tx, move.tenantId, move.ticketId),
    });
    if (event?.status !== 'published') return refused();
    const { count } = await tx.ticket.updateMany({
      where: { id: move.ticketId, tenantId: move.tenantId, status: 'valid', settlement: null },
      data: {
        status: 'checked_in',
        checkedInAt: move.at,
        checkedInBy: move.by,
        settlement: 'charge',
        settledAt: move.free ? move.at : null,
      },
    });
    if (count === 0) return refused();
    await recordEvents(tx, 'events', move.events);
    return { done: true, ticket: (await findTicketNow(tx, move.tenantId, move.ticketId))! };
  });
}
