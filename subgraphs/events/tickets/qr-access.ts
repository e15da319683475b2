import type { Actor } from '../../../lib/context';
import type { EventRow } from '../events/event-store';
import { managesEvent } from './access';
import type { TicketRow } from './ticket-store';

/**
 * Who may read a ticket's code, and so its QR image (docs/api/events.md, "Tickets"): whoever sees
 * the ticket (its holder, the organizer of its event, admins). Door staff, who see the tickets
 * they check in, get them without the code: a code is an entry, and staff scan codes.
 */
export function mayReadTicketCode(
  actor: Actor,
  ticket: Pick<TicketRow, 'holderId'>,
  event: Pick<EventRow, 'organizerId'>,
): boolean {
  return actor.id === ticket.holderId || managesEvent(actor, event);
}
