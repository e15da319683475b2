import type { Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { EventRow } from '../events/event-store';
import type { TicketRow } from './ticket-store';

/*
 * Who may see and move tickets (docs/api/events.md, "Tickets"): the holder, the event's organizer
 * and admins (the platform too). Anyone else is told the ticket does not exist: 404, never 403,
 * so ticket ids cannot be probed.
 */

/** The event's organizer, an admin, or the platform. */
export function managesEvent(actor: Actor, event: Pick<EventRow, 'organizerId'>): boolean {
  return (
    event.organizerId === actor.id ||
    actor.roles.includes('admin') ||
    actor.roles.includes('system')
  );
}

/** A draft is seen only by those who manage it; other events by every signed-in user of the tenant. */
export function assertSeesEvent(actor: Actor, event: EventRow | null, id: string): EventRow {
  if (!event || (event.status === 'draft' && !managesEvent(actor, event)))
    throw new NotFoundError('Event', id);
  return event;
}

/** The ticket when the actor holds it or manages its event, else 404. */
export function assertSeesTicket(
  actor: Actor,
  ticket: TicketRow | null,
  event: EventRow | null,
  id: string,
): TicketRow {
  if (!ticket || !event || (ticket.holderId !== actor.id && !managesEvent(actor, event)))
    throw new NotFoundError('Ticket', id);
  return ticket;
}

/** An event's ticket list: its organizer and admins (others who see the event: 403). */
export function assertMayListEventTickets(actor: Actor, event: EventRow): void {
  if (!managesEvent(actor, event))
    throw new ForbiddenError("Only the event's organizer or an admin may list its tickets");
}

/** A user's tickets: the user themself and admins. */
export function assertMayReadUserTickets(actor: Actor, userId: string): void {
  if (actor.id !== userId && !actor.roles.includes('admin') && !actor.roles.includes('system'))
    throw new ForbiddenError("Only the user themself or an admin may read a user's tickets");
}
