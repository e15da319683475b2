import type { Actor } from '../../../lib/context';
import { InvalidStateError, NotFoundError, ValidationError } from '../../../lib/errors';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { EventsDeps } from '../common/deps';
import { ticketSalesChanged } from '../common/events';
import { assertEditable } from '../events/event-machine';
import { effectiveStatus } from '../events/event-status';
import type { EventRow } from '../events/event-store';
import { eventOfTypes, eventToAddTypeTo, typeToChange } from './access';
import {
  checkCreate,
  checkUpdate,
  type CreateTicketTypeInput,
  type UpdateTicketTypeInput,
} from './ticket-type-input';
import { changeTicketType, insertTicketType, type TicketTypeRow } from './ticket-type-store';

/** The types' quantities together stay within the capacity (`others`: every other type's). */
function assertWithinCapacity(event: EventRow, others: number, quantity: number): void {
  if (others + quantity > event.capacity)
    throw ValidationError.field(
      'quantity',
      `must be at most ${event.capacity - others}: the event's capacity is ${event.capacity} and its other ticket types hold ${others}`,
    );
}

/** The seats on sale changed: the door's counts (`available`) follow (common/events.ts). */
function salesChanged(deps: EventsDeps, event: EventRow): () => PlatformEvent[] {
  return () => [ticketSalesChanged(event.tenantId, event.id, deps.requestId)];
}

/** A new ticket type of a draft or published event, by its organizer or an admin. */
export async function createTicketType(
  deps: EventsDeps,
  actor: Actor,
  eventId: string,
  input: CreateTicketTypeInput,
): Promise<TicketTypeRow> {
  const seen = await eventToAddTypeTo(deps, actor, eventId);
  const now = deps.clock.now();
  const created = await insertTicketType(
    deps.prisma,
    actor.tenantId,
    seen.id,
    now,
    (event, seats) => {
      assertEditable(effectiveStatus(event, now), 'add a ticket type to');
      const fields = checkCreate(input, event, now);
      assertWithinCapacity(event, seats.quantity, fields.quantity);
      return { fields, eventsOf: salesChanged(deps, event) };
    },
  );
  if (!created) throw new NotFoundError('Event', eventId);
  deps.loaders.ticketTypeById.prime(created.id, created);
  deps.loaders.ticketTypesByEventId.clear(created.eventId);
  return created;
}

/**
 * Changes a ticket type of a draft or published event: its quantity never below what is sold,
 * its price only while nothing is.
 */
export async function updateTicketType(
  deps: EventsDeps,
  actor: Actor,
  id: string,
  input: UpdateTicketTypeInput,
): Promise<TicketTypeRow> {
  const found = await typeToChange(deps, actor, id);
  const now = deps.clock.now();
  const updated = await changeTicketType(
    deps.prisma,
    actor.tenantId,
    found.id,
    now,
    (event, seats, type) => {
      assertEditable(effectiveStatus(event, now), 'change a ticket type of');
      const fields = checkUpdate(input, type, event);
      if (
        fields.priceCredits !== undefined &&
        fields.priceCredits !== type.priceCredits &&
        type.sold > 0
      )
        throw new InvalidStateError('ticket type', `sold (${type.sold})`, 'change the price of');
      if (fields.quantity !== undefined)
        assertWithinCapacity(event, seats.quantity - type.quantity, fields.quantity);
      return { fields, eventsOf: salesChanged(deps, event) };
    },
  );
  if (!updated) throw new NotFoundError('TicketType', id);
  deps.loaders.ticketTypeById.clear(updated.id).prime(updated.id, updated);
  deps.loaders.ticketTypesByEventId.clear(updated.eventId);
  return updated;
}

/** The ticket types of an event the caller can see, oldest first. */
export async function listTicketTypes(
  deps: EventsDeps,
  actor: Actor,
  eventId: string,
): Promise<TicketTypeRow[]> {
  const event = await eventOfTypes(deps, actor, eventId);
  return deps.loaders.ticketTypesByEventId.load(event.id);
}
