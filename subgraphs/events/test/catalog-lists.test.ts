import { call, ok, type Json } from '../../../test/answers';
import { startCountingSubgraph, type CountingSubgraph } from '../../../test/counting-subgraph';
import { outboxRowsAbout } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import type { TenantFixture } from '../../../test/harness';
import { activeListing, createListing } from '../../marketplace/test/helpers';
import { startEventsSubgraph } from '../server';
import { addTicketType, createEvent, eventInput, eventOnSale, fromNow, publish } from './helpers';

// Lists of events (filters, visibility, pagination), venue listings of the marketplace and
// Listing.upcomingEvents through the supergraph, and the events each move writes to the outbox.
const { p, t, beforeStop } = platformFixture({ isolated: true });

const DAY = 24 * 60 * 60 * 1000;
const LIST = `query($from: DateTime, $to: DateTime, $city: String, $q: String, $status: EventStatus,
  $mine: Boolean, $limit: Int, $cursor: String) {
  events(from: $from, to: $to, city: $city, q: $q, status: $status, mine: $mine, limit: $limit,
    cursor: $cursor) { nodes { id title status } pageInfo { endCursor hasNextPage limit } } }`;

const titles = async (token: string, args: Json = {}): Promise<string[]> =>
  (await ok(p, token, LIST, args)).nodes.map((e: Json) => e.title);

describe('events', () => {
  let s: TenantFixture;
  beforeAll(async () => {
    s = await p.newTenant();
    const at = (days: number) => ({
      startsAt: fromNow(days * DAY),
      endsAt: fromNow(days * DAY + 3_600_000),
    });
    const venue = (city: string) => ({ name: 'Hall', address: 'Street 1', city, country: 'DE' });
    await eventOnSale(p, s.organizer.token, { event: { title: 'Day 3 in Berlin', ...at(3) } });
    await eventOnSale(p, s.organizer.token, {
      event: { title: 'Day 1 in Hamburg', ...at(1), venue: venue('Hamburg') },
    });
    await eventOnSale(p, s.admin.token, {
      event: { title: '100% Jazz_Night', description: 'late', ...at(2), venue: venue('Hamburg') },
    });
    await createEvent(p, s.organizer.token, { title: 'Draft of the organizer', ...at(4) });
    await createEvent(p, s.admin.token, { title: 'Draft of the admin', ...at(5) });
    const cancelled = await eventOnSale(p, s.organizer.token, {
      event: { title: 'Called off', ...at(6) },
    });
    await ok(p, s.organizer.token, `mutation($id: ID!) { cancelEvent(id: $id) { id } }`, {
      id: cancelled.eventId,
    });
  });

  it('lists published events soonest first to every user; other statuses when asked', async () => {
    const published = ['Day 1 in Hamburg', '100% Jazz_Night', 'Day 3 in Berlin'];
    expect(await titles(s.user.token)).toEqual(published);
    expect(await titles(s.user.token, { status: 'cancelled' })).toEqual(['Called off']);
    expect(await titles(t.user.token)).not.toEqual(expect.arrayContaining(published));
  });

  it('shows drafts to their organizer, every draft to admins, none to users', async () => {
    expect(await titles(s.user.token, { status: 'draft' })).toEqual([]);
    expect(await titles(s.organizer.token, { status: 'draft' })).toEqual([
      'Draft of the organizer',
    ]);
    expect(await titles(s.admin.token, { status: 'draft' })).toEqual([
      'Draft of the organizer',
      'Draft of the admin',
    ]);
    expect(await titles(s.organizer.token, { mine: true })).toEqual([
      'Day 1 in Hamburg',
      'Day 3 in Berlin',
      'Draft of the organizer',
      'Called off',
    ]);
  });

  it('filters by time, city (any case) and text, wildcards taken literally', async () => {
    expect(
      await titles(s.user.token, { from: fromNow(1.5 * DAY), to: fromNow(2.5 * DAY) }),
    ).toEqual(['100% Jazz_Night']);
    expect(await titles(s.user.token, { city: 'hamburg' })).toEqual([
      'Day 1 in Hamburg',
      '100% Jazz_Night',
    ]);
    expect(await titles(s.user.token, { q: '%' })).toEqual(['100% Jazz_Night']);
    expect(await titles(s.user.token, { q: 'z_n' })).toEqual(['100% Jazz_Night']);
    expect(await titles(s.user.token, { q: 'LATE' })).toEqual(['100% Jazz_Night']);
    expect(await titles(s.user.token, { q: 'in_' })).toEqual([]);
  });

  it('pages with cursors; a cursor of another list or a bad limit is 400', async () => {
    const first = await ok(p, s.organizer.token, LIST, { mine: true, limit: 3 });
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, limit: 3 });
    const second = await ok(p, s.organizer.token, LIST, {
      mine: true,
      limit: 3,
      cursor: first.pageInfo.endCursor,
    });
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([...first.nodes, ...second.nodes].map((e: Json) => e.title)).toEqual([
      'Day 1 in Hamburg',
      'Day 3 in Berlin',
      'Draft of the organizer',
      'Called off',
    ]);
    const bad = await call(p, s.user.token, LIST, { cursor: 'bm9wZQ' });
    expect([bad.code, bad.details]).toEqual([
      'VALIDATION_FAILED',
      [{ field: 'cursor', problem: 'is not a valid cursor for this query' }],
    ]);
    expect((await call(p, s.user.token, LIST, { limit: 101 })).code).toBe('VALIDATION_FAILED');
  });
});

const VENUE = `query($id: ID!) { event(id: $id) { venue { listingId listing { id title category } } } }`;

describe('venue listings', () => {
  it('takes an open listing of lane portico of the tenant, resolved by the marketplace', async () => {
    const hall = await activeListing(p, t.organizer.token, {
      category: 'portico',
      title: 'Main hall',
    });
    const event = await createEvent(p, t.organizer.token, { venue: { listingId: hall.id } });
    const read = await ok(p, t.organizer.token, VENUE, { id: event.id });
    expect(read.venue).toEqual({
      listingId: hall.id,
      listing: { id: hall.id, title: 'Main hall', category: 'portico' },
    });
  });

  it('refuses another lane, another tenant, an unknown id and a closed listing on venue.listingId', async () => {
    const other = await p.newTenant();
    const band = await activeListing(p, t.organizer.token, { category: 'spotlight' });
    const elsewhere = await activeListing(p, other.organizer.token, { category: 'portico' });
    const closed = await createListing(p, t.organizer.token, { category: 'portico' });
    await ok(p, t.organizer.token, `mutation($id: ID!) { closeListing(id: $id) { id } }`, {
      id: closed.id,
    });
    const ids = [band.id, elsewhere.id, crypto.randomUUID(), closed.id];
    for (const listingId of ids) {
      const refused = await call(
        p,
        t.organizer.token,
        `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`,
        { input: eventInput({ venue: { listingId } }) },
      );
      expect([refused.code, refused.details?.[0]?.field]).toEqual([
        'VALIDATION_FAILED',
        'venue.listingId',
      ]);
    }
  });
});

describe('Listing.upcomingEvents', () => {
  let counted: CountingSubgraph;
  beforeAll(async () => {
    counted = await startCountingSubgraph(p, startEventsSubgraph);
  });
  beforeStop(() => counted.stop());

  it('answers with marketplace fields in one supergraph query, soonest first, limited', async () => {
    const hall = await activeListing(p, t.organizer.token, {
      category: 'portico',
      title: 'Big hall',
    });
    const venue = { listingId: hall.id };
    const at = (days: number) => ({
      venue,
      startsAt: fromNow(days * DAY),
      endsAt: fromNow(days * DAY + 1000),
    });
    const later = await eventOnSale(p, t.organizer.token, { event: { ...at(9), title: 'Later' } });
    const sooner = await eventOnSale(p, t.organizer.token, {
      event: { ...at(8), title: 'Sooner' },
    });
    await eventOnSale(p, t.organizer.token, { event: { ...at(10), title: 'Latest' } });
    await createEvent(p, t.organizer.token, { ...at(7), title: 'A draft' });
    const data = await ok(
      p,
      t.user.token,
      `query($id: ID!) { listing(id: $id) { id title category
        upcomingEvents(limit: 2) { id title } } }`,
      { id: hall.id },
    );
    expect(data).toEqual({
      id: hall.id,
      title: 'Big hall',
      category: 'portico',
      upcomingEvents: [
        { id: sooner.eventId, title: 'Sooner' },
        { id: later.eventId, title: 'Later' },
      ],
    });
    const tooMany = await call(
      p,
      t.user.token,
      `query($id: ID!) { listing(id: $id) { upcomingEvents(limit: 21) { id } } }`,
      { id: hall.id },
    );
    expect(tooMany.code).toBe('VALIDATION_FAILED');
  });

  it('reads any number of listings with one query', async () => {
    const halls = [];
    for (let i = 0; i < 5; i++) {
      const hall = await activeListing(p, t.organizer.token, { category: 'portico' });
      await eventOnSale(p, t.organizer.token, { event: { venue: { listingId: hall.id } } });
      halls.push(hall.id);
    }
    counted.reset();
    const data = await counted.run(
      { tenantId: t.tenantId, userId: t.user.userId, email: t.user.email, roles: ['user'] },
      `query($representations: [_Any!]!) {
        _entities(representations: $representations) { ... on Listing { id upcomingEvents { id ticketTypes { id } } } }
      }`,
      { representations: halls.map((id) => ({ __typename: 'Listing', id })) },
    );
    expect(data._entities.map((l: Json) => l.upcomingEvents.length)).toEqual([1, 1, 1, 1, 1]);
    // One for the events of every listing, one for the ticket types of every event.
    expect(counted.queries()).toBe(2);
  });
});

describe('Event references', () => {
  it('resolve a visible event; a draft of another organizer is null like an unknown id', async () => {
    const counted = await startCountingSubgraph(p, startEventsSubgraph);
    try {
      const shown = await eventOnSale(p, t.organizer.token);
      const draft = await createEvent(p, t.organizer.token);
      const data = await counted.run(
        { tenantId: t.tenantId, userId: t.user.userId, email: t.user.email, roles: ['user'] },
        `query($representations: [_Any!]!) {
          _entities(representations: $representations) { ... on Event { id status } } }`,
        {
          representations: [shown.eventId, draft.id, crypto.randomUUID()].map((id) => ({
            __typename: 'Event',
            id,
          })),
        },
      );
      expect(data._entities).toEqual([{ id: shown.eventId, status: 'published' }, null, null]);
    } finally {
      await counted.stop();
    }
  });
});

describe('events out', () => {
  it('writes event.created, event.published and event.cancelled under the source event-svc', async () => {
    const event = await createEvent(p, t.organizer.token);
    await addTicketType(p, t.organizer.token, event.id);
    await publish(p, t.organizer.token, event.id);
    await ok(
      p,
      t.organizer.token,
      `mutation($id: ID!) { cancelEvent(id: $id, input: { reason: "Storm" }) { id } }`,
      {
        id: event.id,
      },
    );
    const data = {
      eventId: event.id,
      title: event.title,
      organizerId: t.organizer.userId,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      timezone: 'Europe/Berlin',
      venueListingId: null,
      capacity: 100,
    };
    for (const [type, status] of [
      ['event.created', 'draft'],
      ['event.published', 'published'],
      ['event.cancelled', 'cancelled'],
    ]) {
      const rows = await outboxRowsAbout(p.prisma, type, event.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        service: 'events',
        source: 'urn:platform:event-svc',
        tenantId: t.tenantId,
        data: { ...data, status },
      });
    }
    const [cancelled] = await outboxRowsAbout(p.prisma, 'event.cancelled', event.id);
    expect(cancelled.data).toMatchObject({ reason: 'Storm' });
    const changed = await outboxRowsAbout(p.prisma, 'events.ticket_sales_changed', event.id);
    expect(changed.length).toBeGreaterThanOrEqual(1);
  });
});
