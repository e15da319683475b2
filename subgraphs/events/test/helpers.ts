import { ok, type Json } from '../../../test/answers';
import type { TestPlatform } from '../../../test/harness';

// Builders of the events service's tests (and of the other parts of issue 27): an event, its
// ticket types, published, through the gateway's GraphQL as the given token.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** An ISO time `ms` from now. */
export function fromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

export const EVENT_FIELDS = `id tenantId title description startsAt endsAt timezone
  venue { listingId name address city country } capacity coverImage refundCutoffHours staffTeamIds
  status organizerId publishedAt cancelledAt cancelReason endedAt createdAt updatedAt`;

export const TICKET_TYPE_FIELDS = `id eventId name priceCredits quantity sold available salesStart
  salesEnd maxPerOrder createdAt updatedAt`;

let counter = 0;

/** A valid createEvent input: starts in 7 days for 3 hours at an address in Berlin, 100 seats. */
export function eventInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    title: `Concert ${counter}`,
    description: 'An evening of chamber music',
    startsAt: fromNow(7 * DAY),
    endsAt: fromNow(7 * DAY + 3 * HOUR),
    timezone: 'Europe/Berlin',
    venue: { name: 'Kleiner Saal', address: 'Hauptstr. 1', city: 'Berlin', country: 'DE' },
    capacity: 100,
    ...overrides,
  };
}

/** A draft event organized by `token`'s user (organizer or admin). */
export function createEvent(
  p: TestPlatform,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Json> {
  return ok(
    p,
    token,
    `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`,
    { input: eventInput(overrides) },
  );
}

/** A ticket type of the event: 50 seats at 10 credits, on sale from now until the event starts. */
export function addTicketType(
  p: TestPlatform,
  token: string,
  eventId: string,
  overrides: Record<string, unknown> = {},
): Promise<Json> {
  return ok(
    p,
    token,
    `mutation($eventId: ID!, $input: CreateTicketTypeInput!) {
      createTicketType(eventId: $eventId, input: $input) { ${TICKET_TYPE_FIELDS} } }`,
    { eventId, input: { name: 'Standard', priceCredits: 10, quantity: 50, ...overrides } },
  );
}

/** draft -> published. */
export function publish(p: TestPlatform, token: string, eventId: string): Promise<Json> {
  return ok(p, token, `mutation($id: ID!) { publishTicketedEvent(id: $id) { ${EVENT_FIELDS} } }`, {
    id: eventId,
  });
}

/**
 * A published event with one ticket type on sale, in one call: what buying, check-in and refund
 * tests start from. `event` and `ticketType` override the defaults above.
 */
export async function eventOnSale(
  p: TestPlatform,
  token: string,
  overrides: { event?: Record<string, unknown>; ticketType?: Record<string, unknown> } = {},
): Promise<{ eventId: string; ticketTypeId: string }> {
  const event = await createEvent(p, token, overrides.event);
  const type = await addTicketType(p, token, event.id, overrides.ticketType);
  await publish(p, token, event.id);
  return { eventId: event.id, ticketTypeId: type.id };
}
