import type { Actor } from '../../../lib/context';
import { seesWholeTenant } from '../events/access';
import type { EventRow } from '../events/event-store';
import type { TicketRow } from './ticket-store';

/**
 * Who may read a ticket's code, and so its QR image (docs/api/events.md, "Tickets"): its holder,
 * the organizer of its event, and admins (the platform too). Anyone else, door staff included,
 * sees the ticket without its code: a code is an entry, and staff scan codes, they do not mint them.
 */
export function mayReadTicketCode(
  actor: Actor,
  ticket: Pick<TicketRow, 'holderId'>,
  event: Pick<EventRow, 'organizerId'>,
): boolean {
  return actor.id === ticket.holderId || actor.id === event.organizerId || seesWholeTenant(actor);
}
