import type { Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { seesWholeTenant } from '../events/access';
import type { EventRow } from '../events/event-store';
import type { TicketRow } from './ticket-store';

/*
 * Who may see and move tickets (docs/api/events.md, "Tickets"): the holder, the event's organizer
 * and admins (the platform too). Anyone else is told the ticket does not exist: 404, never 403,
 * so ticket ids cannot be probed.
 */

/** The event's organizer, an admin, or the platform. */
export function managesEvent(actor: Actor, event: Pick<EventRow, 'organizerId'>): boolean {
  return event.organizerId === actor.id || seesWholeTenant(actor);
}

/** The actor holds the ticket or manages its event. */
export function seesTicket(actor: Actor, ticket: TicketRow, event: EventRow): boolean {
  return ticket.holderId === actor.id || managesEvent(actor, event);
}

/** The ticket when the actor holds it or manages its event, else 404. */
export function assertSeesTicket(
  actor: Actor,
  ticket: TicketRow | null,
  event: EventRow | null,
  id: string,
): TicketRow {
  if (!ticket || !event || !seesTicket(actor, ticket, event)) throw new NotFoundError('Ticket', id);
  return ticket;
}

/** A user's tickets: the user themself and admins. */
export function assertMayReadUserTickets(actor: Actor, userId: string): void {
  if (actor.id !== userId && !seesWholeTenant(actor))
    throw new ForbiddenError("Only the user themself or an admin may read a user's tickets");
}
