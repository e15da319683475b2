import { isUuid, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { EventsDeps } from '../common/deps';
import { assertEventManager, visibleEvent } from '../events/access';
import type { EventRow } from '../events/event-store';
import type { TicketTypeRow } from './ticket-type-store';

/*
 * Who may read and change ticket types (docs/api/events.md, "Ticket types"): whoever sees the
 * event reads its types; its organizer and admins (the platform too) add and change them. An
 * event the caller cannot see is 404, as events/access.ts answers for the event itself.
 */

/** The event whose ticket types the actor reads. */
export function eventOfTypes(deps: EventsDeps, actor: Actor, eventId: string): Promise<EventRow> {
  return visibleEvent(deps, actor, eventId);
}

/** The event the actor adds a ticket type to: visible (else 404) and managed (else 403). */
export async function eventToAddTypeTo(
  deps: EventsDeps,
  actor: Actor,
  eventId: string,
): Promise<EventRow> {
  const event = await visibleEvent(deps, actor, eventId);
  assertEventManager(actor, event);
  return event;
}

/** The ticket type the actor changes: of an event they see (else 404) and manage (else 403). */
export async function typeToChange(
  deps: EventsDeps,
  actor: Actor,
  id: string,
): Promise<TicketTypeRow> {
  const found = isUuid(id) ? await deps.loaders.ticketTypeById.load(id) : null;
  if (!found) throw new NotFoundError('TicketType', id);
  assertEventManager(actor, await visibleEvent(deps, actor, found.eventId));
  return found;
}
