import type { Actor } from '../../../lib/context';
import { InvalidStateError, NotFoundError, ValidationError } from '../../../lib/errors';
import { nextState } from '../../../lib/state-machine';
import { findVenueListing } from '../common/marketplace-client';
import type { EventsDeps } from '../common/deps';
import { assertEventCreator, assertEventManager, visibleEvent } from './access';
import { eventCancelled, eventCreated, eventPublished } from './event-events';
import {
  checkCancelReason,
  checkCreate,
  checkUpdate,
  type CreateEventInput,
  type UpdateEventInput,
} from './event-input';
import { assertEditable, eventMachine } from './event-machine';
import { effectiveStatus } from './event-status';
import {
  changeEvent,
  insertEvent,
  type EventRow,
  type EventSeats,
  type EventWrite,
} from './event-store';

/** The marketplace lane of venues. */
const VENUE_LANE = 'portico';

/**
 * A venue listing must be a marketplace listing of lane portico in the caller's tenant and not
 * closed: unknown ids, other tenants' listings and other lanes are all a 400 on the field.
 */
async function checkVenueListing(deps: EventsDeps, actor: Actor, listingId: string): Promise<void> {
  const origin = { tenantId: actor.tenantId, requestId: deps.requestId, traceId: deps.traceId };
  const listing = await findVenueListing(deps.peers, origin, listingId);
  if (!listing || listing.category !== VENUE_LANE || listing.status === 'closed')
    throw ValidationError.field(
      'venue.listingId',
      `must be an open marketplace listing of lane ${VENUE_LANE} in your tenant`,
    );
}

/** A new draft organized by the caller; event.created is stored with it. */
export async function createEvent(
  deps: EventsDeps,
  actor: Actor,
  input: CreateEventInput,
): Promise<EventRow> {
  assertEventCreator(actor);
  const fields = checkCreate(input);
  if (fields.venueListingId) await checkVenueListing(deps, actor, fields.venueListingId);
  const event = await insertEvent(
    deps.prisma,
    { ...fields, tenantId: actor.tenantId, organizerId: actor.id },
    deps.clock.now(),
    (row) => eventCreated(deps, row),
  );
  deps.loaders.eventById.prime(event.id, event);
  return event;
}

export function getEvent(deps: EventsDeps, actor: Actor, id: string): Promise<EventRow> {
  return visibleEvent(deps, actor, id);
}

/**
 * Lets `decide` refuse or compute a change of an event the caller manages, seeing it locked with
 * its ticket types' totals (events/event-store.ts, changeEvent).
 */
async function change(
  deps: EventsDeps,
  actor: Actor,
  id: string,
  decide: (event: EventRow, seats: EventSeats, now: Date) => EventWrite | null,
): Promise<EventRow> {
  const seen = await visibleEvent(deps, actor, id);
  assertEventManager(actor, seen);
  const now = deps.clock.now();
  const updated = await changeEvent(deps.prisma, actor.tenantId, seen.id, now, (event, seats) =>
    decide(event, seats, now),
  );
  if (!updated) throw new NotFoundError('Event', id);
  deps.loaders.eventById.clear(updated.id).prime(updated.id, updated);
  return updated;
}

/** The capacity never falls below what the ticket types put on sale (and so below what is sold). */
function assertCapacityHolds(capacity: number, seats: EventSeats): void {
  if (capacity < seats.quantity)
    throw ValidationError.field(
      'capacity',
      `must be at least ${seats.quantity}, the ticket types' quantities together (asked: ${capacity})`,
    );
}

/**
 * PATCH of a draft or published event. A new venue listing is asked of the marketplace before
 * the event is locked (the input is checked first, so a bad body fails without that call).
 */
export async function updateEvent(
  deps: EventsDeps,
  actor: Actor,
  id: string,
  input: UpdateEventInput,
): Promise<EventRow> {
  const listingId = input.venue?.listingId;
  if (listingId) {
    const seen = await visibleEvent(deps, actor, id);
    assertEventManager(actor, seen);
    checkUpdate(input, seen);
    await checkVenueListing(deps, actor, listingId);
  }
  return change(deps, actor, id, (event, seats, now) => {
    assertEditable(effectiveStatus(event, now));
    const writes = checkUpdate(input, event);
    if (writes.capacity !== undefined) assertCapacityHolds(writes.capacity, seats);
    return { writes, eventsOf: () => [] };
  });
}

/** draft -> published, once it has a ticket type to sell; event.published is stored with it. */
export function publishEvent(deps: EventsDeps, actor: Actor, id: string): Promise<EventRow> {
  return change(deps, actor, id, (event, seats, now) => {
    const status = nextState(eventMachine, effectiveStatus(event, now), 'publish');
    if (seats.types === 0) throw new InvalidStateError('event', 'without ticket types', 'publish');
    return {
      writes: { status, publishedAt: now },
      eventsOf: (updated) => eventPublished(deps, updated),
    };
  });
}

/**
 * draft|published -> cancelled with event.cancelled. Its valid tickets are cancelled and
 * refunded afterwards by the settlement round, exactly once each, also after a crash
 * (docs/api/events.md, "Events").
 */
export async function cancelEvent(
  deps: EventsDeps,
  actor: Actor,
  id: string,
  reason: string | null | undefined,
): Promise<EventRow> {
  const cancelReason = checkCancelReason(reason);
  const cancelled = await change(deps, actor, id, (event, _seats, now) => ({
    writes: {
      status: nextState(eventMachine, effectiveStatus(event, now), 'cancel'),
      cancelledAt: now,
      cancelReason,
    },
    eventsOf: (updated) => eventCancelled(deps, updated),
  }));
  // The refunds start now rather than at the round's next interval.
  deps.settlements.kick();
  return cancelled;
}
