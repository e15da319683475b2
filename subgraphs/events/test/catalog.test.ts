import { addUser } from '../../../test/accounts';
import { call, ok } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { Session, TenantFixture } from '../../../test/harness';
import { addTicketType, createEvent, EVENT_FIELDS, eventInput, fromNow, publish } from './helpers';

// Events through the gateway: who creates, reads, changes, publishes and cancels them, every
// wrong input, drafts' visibility and another tenant's 404 (docs/api/events.md, "Events").
const { p, t } = platformFixture();

const CREATE = `mutation($input: CreateEventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
const GET = `query($id: ID!) { event(id: $id) { ${EVENT_FIELDS} ticketTypes { id available } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
const PUBLISH = `mutation($id: ID!) { publishTicketedEvent(id: $id) { id status publishedAt } }`;
const CANCEL = `mutation($id: ID!, $input: CancelEventInput) { cancelEvent(id: $id, input: $input) { id status cancelledAt cancelReason } }`;

let other: TenantFixture;
let organizer2: Session;

beforeAll(async () => {
  other = await p.newTenant();
  organizer2 = await addUser(p, t.admin, 'organizer');
});

describe('createEvent', () => {
  it('makes a draft organized by the caller, with the defaults', async () => {
    const event = await createEvent(p, t.organizer.token, { staffTeamIds: undefined });
    expect(event).toMatchObject({
      tenantId: t.tenantId,
      status: 'draft',
      organizerId: t.organizer.userId,
      refundCutoffHours: 24,
      staffTeamIds: [],
      coverImage: null,
      venue: { listingId: null, name: 'Kleiner Saal', city: 'Berlin', country: 'DE' },
      publishedAt: null,
    });
  });

  it('is for organizers and admins: a plain user is 403', async () => {
    expect((await createEvent(p, t.admin.token)).organizerId).toBe(t.admin.userId);
    const refused = await call(p, t.user.token, CREATE, { input: eventInput() });
    expect([refused.code, refused.status]).toEqual(['FORBIDDEN', 403]);
    const anonymous = await call(p, undefined, CREATE, { input: eventInput() });
    expect(anonymous.code).toBe('UNAUTHENTICATED');
  });

  it('reports every wrong field at once', async () => {
    const refused = await call(p, t.organizer.token, CREATE, {
      input: eventInput({
        title: ' ',
        description: 'x'.repeat(10_001),
        startsAt: fromNow(3_600_000),
        endsAt: fromNow(1_000),
        timezone: 'Mars/Olympus',
        capacity: 0,
        refundCutoffHours: 8761,
        staffTeamIds: ['not-a-team'],
        venue: { name: '', address: 'x'.repeat(501), city: 'Berlin', country: 'XY' },
      }),
    });
    expect(refused.code).toBe('VALIDATION_FAILED');
    expect(refused.details!.map((d) => d.field).sort()).toEqual(
      [
        'capacity',
        'description',
        'endsAt',
        'refundCutoffHours',
        'staffTeamIds',
        'timezone',
        'title',
        'venue.address',
        'venue.country',
        'venue.name',
      ].sort(),
    );
  });

  it('takes a venue as a listing or an address, never both or neither', async () => {
    const both = await call(p, t.organizer.token, CREATE, {
      input: eventInput({
        venue: {
          listingId: crypto.randomUUID(),
          name: 'Hall',
          address: 'A',
          city: 'B',
          country: 'DE',
        },
      }),
    });
    expect(both.details).toEqual([{ field: 'venue', problem: expect.stringMatching(/not both/) }]);
    const neither = await call(p, t.organizer.token, CREATE, { input: eventInput({ venue: {} }) });
    expect(neither.details!.map((d) => d.field).sort()).toEqual([
      'venue.address',
      'venue.city',
      'venue.country',
      'venue.name',
    ]);
    const capacity = await call(p, t.organizer.token, CREATE, {
      input: eventInput({ capacity: 1_000_001 }),
    });
    expect(capacity.details).toEqual([{ field: 'capacity', problem: 'must be at most 1000000' }]);
  });
});

describe('reading', () => {
  it('shows a draft to its organizer and admins only; others and other tenants get 404', async () => {
    const draft = await createEvent(p, t.organizer.token);
    expect((await ok(p, t.organizer.token, GET, { id: draft.id })).id).toBe(draft.id);
    expect((await ok(p, t.admin.token, GET, { id: draft.id })).id).toBe(draft.id);
    for (const token of [t.user.token, organizer2.token, other.admin.token]) {
      expect((await call(p, token, GET, { id: draft.id })).code).toBe('NOT_FOUND');
    }
    expect((await call(p, t.user.token, GET, { id: 'nope' })).code).toBe('NOT_FOUND');
  });

  it('shows a published event to every user of the tenant, never to another tenant', async () => {
    const event = await createEvent(p, t.organizer.token);
    await addTicketType(p, t.organizer.token, event.id);
    await publish(p, t.organizer.token, event.id);
    const seen = await ok(p, t.user.token, GET, { id: event.id });
    expect(seen).toMatchObject({ status: 'published', ticketTypes: [{ available: 50 }] });
    expect((await call(p, other.admin.token, GET, { id: event.id })).code).toBe('NOT_FOUND');
  });

  it('reads a published event whose end has passed as ended', async () => {
    const event = await createEvent(p, t.organizer.token, {
      startsAt: fromNow(-3_600_000),
      endsAt: fromNow(1_500),
    });
    await addTicketType(p, t.organizer.token, event.id, {
      salesStart: fromNow(-7_200_000),
      salesEnd: fromNow(1_000),
    });
    await publish(p, t.organizer.token, event.id);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect((await ok(p, t.user.token, GET, { id: event.id })).status).toBe('ended');
    const change = await call(p, t.organizer.token, UPDATE, {
      id: event.id,
      input: { title: 'x' },
    });
    expect([change.code, change.message]).toEqual([
      'INVALID_STATE',
      'Cannot update an event that is ended',
    ]);
  });
});

describe('moves', () => {
  it('publishes only with a ticket type, once', async () => {
    const event = await createEvent(p, t.organizer.token);
    const bare = await call(p, t.organizer.token, PUBLISH, { id: event.id });
    expect([bare.code, bare.message]).toEqual([
      'INVALID_STATE',
      'Cannot publish an event that is without ticket types',
    ]);
    await addTicketType(p, t.organizer.token, event.id);
    const published = await ok(p, t.organizer.token, PUBLISH, { id: event.id });
    expect(published).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const again = await call(p, t.organizer.token, PUBLISH, { id: event.id });
    expect([again.code, again.message]).toEqual([
      'INVALID_STATE',
      'Cannot publish an event that is published',
    ]);
  });

  it("lets only the organizer or an admin move or change it: another organizer 403, a draft's strangers 404", async () => {
    const event = await createEvent(p, t.organizer.token);
    await addTicketType(p, t.organizer.token, event.id);
    expect((await call(p, organizer2.token, PUBLISH, { id: event.id })).code).toBe('NOT_FOUND');
    await publish(p, t.organizer.token, event.id);
    for (const token of [organizer2.token, t.user.token]) {
      expect((await call(p, token, CANCEL, { id: event.id })).code).toBe('FORBIDDEN');
      const change = await call(p, token, UPDATE, { id: event.id, input: { title: 'x' } });
      expect(change.code).toBe('FORBIDDEN');
    }
    expect((await call(p, other.admin.token, CANCEL, { id: event.id })).code).toBe('NOT_FOUND');
    const cancelled = await ok(p, t.admin.token, CANCEL, {
      id: event.id,
      input: { reason: '  The band is ill  ' },
    });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'The band is ill' });
    const again = await call(p, t.organizer.token, CANCEL, { id: event.id });
    expect(again.message).toBe('Cannot cancel an event that is cancelled');
    const change = await call(p, t.organizer.token, UPDATE, {
      id: event.id,
      input: { title: 'x' },
    });
    expect(change.message).toBe('Cannot update an event that is cancelled');
  });

  it('cancels a draft; a reason over 1,000 characters is refused', async () => {
    const event = await createEvent(p, t.organizer.token);
    const long = await call(p, t.organizer.token, CANCEL, {
      id: event.id,
      input: { reason: 'x'.repeat(1001) },
    });
    expect(long.details).toEqual([{ field: 'reason', problem: 'must be at most 1000 characters' }]);
    const cancelled = await ok(p, t.organizer.token, CANCEL, { id: event.id });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: null });
  });
});

describe('updateEvent', () => {
  it('changes only the fields given; a time alone must fit the stored other', async () => {
    const event = await createEvent(p, t.organizer.token);
    const updated = await ok(p, t.organizer.token, UPDATE, {
      id: event.id,
      input: { title: 'Renamed', coverImage: 'files/cover.png', timezone: 'America/New_York' },
    });
    expect(updated).toMatchObject({
      title: 'Renamed',
      coverImage: 'files/cover.png',
      timezone: 'America/New_York',
      description: event.description,
      startsAt: event.startsAt,
    });
    const late = await call(p, t.organizer.token, UPDATE, {
      id: event.id,
      input: { startsAt: fromNow(30 * 24 * 3_600_000) },
    });
    expect(late.details).toEqual([
      { field: 'startsAt', problem: `must be before endsAt (${event.endsAt})` },
    ]);
    const nulls = await call(p, t.organizer.token, UPDATE, {
      id: event.id,
      input: { title: null, coverImage: null },
    });
    expect(nulls.details).toEqual([{ field: 'title', problem: 'must not be null' }]);
    const cleared = await ok(p, t.organizer.token, UPDATE, {
      id: event.id,
      input: {
        coverImage: null,
        venue: { name: 'Aula', address: 'Ring 2', city: 'Wien', country: 'at' },
      },
    });
    expect(cleared).toMatchObject({
      coverImage: null,
      venue: { listingId: null, name: 'Aula', city: 'Wien', country: 'AT' },
    });
  });

  it('never lowers the capacity below the ticket types together', async () => {
    const event = await createEvent(p, t.organizer.token, { capacity: 100 });
    await addTicketType(p, t.organizer.token, event.id, { quantity: 60 });
    await addTicketType(p, t.organizer.token, event.id, { quantity: 30 });
    const low = await call(p, t.organizer.token, UPDATE, { id: event.id, input: { capacity: 80 } });
    expect(low.details).toEqual([
      {
        field: 'capacity',
        problem: "must be at least 90, the ticket types' quantities together (asked: 80)",
      },
    ]);
    const fits = await ok(p, t.organizer.token, UPDATE, { id: event.id, input: { capacity: 90 } });
    expect(fits.capacity).toBe(90);
  });
});
