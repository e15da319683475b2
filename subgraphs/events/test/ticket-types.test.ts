import { addUser } from '../../../test/accounts';
import { call, ok, restData, restError, type Json } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { Session } from '../../../test/harness';
import {
  addTicketType,
  createEvent,
  eventInput,
  fromNow,
  publish,
  TICKET_TYPE_FIELDS,
} from './helpers';

// Ticket types through the gateway (docs/api/events.md, "Ticket types"): defaults, every wrong
// input, the capacity and sold rules, who may change them; and the REST paths of the catalog.
const { p, t } = platformFixture();

const CREATE = `mutation($eventId: ID!, $input: CreateTicketTypeInput!) {
  createTicketType(eventId: $eventId, input: $input) { ${TICKET_TYPE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateTicketTypeInput!) {
  updateTicketType(id: $id, input: $input) { ${TICKET_TYPE_FIELDS} } }`;
const LIST = `query($eventId: ID!) { eventTicketTypes(eventId: $eventId) { id name available } }`;

const type = (input: Json) => ({ name: 'Standard', priceCredits: 10, quantity: 10, ...input });

let organizer2: Session;
beforeAll(async () => {
  organizer2 = await addUser(p, t.admin, 'organizer');
});

describe('createTicketType', () => {
  it('sells from now until the event starts, 10 per order, unless told otherwise', async () => {
    const event = await createEvent(p, t.organizer.token);
    const before = Date.now();
    const created = await addTicketType(p, t.organizer.token, event.id, { priceCredits: 0 });
    expect(created).toMatchObject({
      eventId: event.id,
      priceCredits: 0,
      quantity: 50,
      sold: 0,
      available: 50,
      salesEnd: event.startsAt,
      maxPerOrder: 10,
    });
    expect(Date.parse(created.salesStart)).toBeGreaterThanOrEqual(before - 1000);
    const listed = await ok(p, t.user.token, LIST, { eventId: event.id }).catch(() => null);
    // A draft's ticket types are its organizer's and admins' to see.
    expect(listed).toBeNull();
    expect(await ok(p, t.admin.token, LIST, { eventId: event.id })).toEqual([
      { id: created.id, name: 'Standard', available: 50 },
    ]);
  });

  it('reports every wrong field at once', async () => {
    const event = await createEvent(p, t.organizer.token);
    const refused = await call(p, t.organizer.token, CREATE, {
      eventId: event.id,
      input: {
        name: 'x'.repeat(101),
        priceCredits: -1,
        quantity: 0,
        maxPerOrder: 101,
        salesStart: fromNow(60_000),
        salesEnd: fromNow(30_000),
      },
    });
    expect(refused.details!.map((d) => d.field).sort()).toEqual([
      'maxPerOrder',
      'name',
      'priceCredits',
      'quantity',
      'salesEnd',
    ]);
    const late = await call(p, t.organizer.token, CREATE, {
      eventId: event.id,
      input: type({ salesEnd: new Date(Date.parse(event.endsAt) + 1000).toISOString() }),
    });
    expect(late.details).toEqual([
      { field: 'salesEnd', problem: `must be at most the event's endsAt (${event.endsAt})` },
    ]);
    const big = await call(p, t.organizer.token, CREATE, {
      eventId: event.id,
      input: type({ priceCredits: 1_000_001, quantity: 1_000_001 }),
    });
    expect(big.details!.map((d) => d.field)).toEqual(['priceCredits', 'quantity']);
  });

  it('keeps the quantities together within the capacity', async () => {
    const event = await createEvent(p, t.organizer.token, { capacity: 100 });
    await addTicketType(p, t.organizer.token, event.id, { quantity: 70 });
    const over = await call(p, t.organizer.token, CREATE, {
      eventId: event.id,
      input: type({ quantity: 31 }),
    });
    expect(over.details).toEqual([
      {
        field: 'quantity',
        problem:
          "must be at most 30: the event's capacity is 100 and its other ticket types hold 70",
      },
    ]);
    await addTicketType(p, t.organizer.token, event.id, { quantity: 30 });
  });

  it('holds under concurrent adds: never more than the capacity', async () => {
    const event = await createEvent(p, t.organizer.token, { capacity: 100 });
    const tries = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(p, t.organizer.token, CREATE, { eventId: event.id, input: type({ quantity: 30 }) }),
      ),
    );
    expect(tries.filter((r) => !r.code)).toHaveLength(3);
    expect(tries.filter((r) => r.code === 'VALIDATION_FAILED')).toHaveLength(5);
  });

  it("is the organizer's or an admin's, on draft and published events only", async () => {
    const event = await createEvent(p, t.organizer.token);
    await addTicketType(p, t.admin.token, event.id);
    await publish(p, t.organizer.token, event.id);
    expect(
      (await call(p, organizer2.token, CREATE, { eventId: event.id, input: type({}) })).code,
    ).toBe('FORBIDDEN');
    expect((await call(p, t.user.token, CREATE, { eventId: event.id, input: type({}) })).code).toBe(
      'FORBIDDEN',
    );
    const other = await p.newTenant();
    expect(
      (await call(p, other.admin.token, CREATE, { eventId: event.id, input: type({}) })).code,
    ).toBe('NOT_FOUND');
    await addTicketType(p, t.organizer.token, event.id, { quantity: 10 });
    await ok(p, t.organizer.token, `mutation($id: ID!) { cancelEvent(id: $id) { id } }`, {
      id: event.id,
    });
    const closed = await call(p, t.organizer.token, CREATE, { eventId: event.id, input: type({}) });
    expect([closed.code, closed.message]).toEqual([
      'INVALID_STATE',
      'Cannot add a ticket type to an event that is cancelled',
    ]);
  });
});

describe('updateTicketType', () => {
  it('changes only the fields given, within the window and the capacity', async () => {
    const event = await createEvent(p, t.organizer.token, { capacity: 100 });
    const a = await addTicketType(p, t.organizer.token, event.id, { quantity: 60 });
    await addTicketType(p, t.organizer.token, event.id, { quantity: 30 });
    const renamed = await ok(p, t.organizer.token, UPDATE, {
      id: a.id,
      input: { name: 'Early bird', maxPerOrder: 4, priceCredits: 5 },
    });
    expect(renamed).toMatchObject({
      name: 'Early bird',
      maxPerOrder: 4,
      priceCredits: 5,
      quantity: 60,
    });
    const over = await call(p, t.organizer.token, UPDATE, { id: a.id, input: { quantity: 71 } });
    expect(over.details?.[0]).toMatchObject({ field: 'quantity' });
    expect(
      (await ok(p, t.organizer.token, UPDATE, { id: a.id, input: { quantity: 70 } })).quantity,
    ).toBe(70);
    const window = await call(p, t.organizer.token, UPDATE, {
      id: a.id,
      input: { salesStart: new Date(Date.parse(event.startsAt) + 1000).toISOString() },
    });
    expect(window.details).toEqual([
      { field: 'salesStart', problem: `must be before salesEnd (${event.startsAt})` },
    ]);
    const nulls = await call(p, t.organizer.token, UPDATE, { id: a.id, input: { name: null } });
    expect(nulls.details).toEqual([{ field: 'name', problem: 'must not be null' }]);
  });

  it('never lowers the quantity below sold and keeps the price once a seat is sold', async () => {
    const event = await createEvent(p, t.organizer.token);
    const a = await addTicketType(p, t.organizer.token, event.id, { quantity: 10 });
    // Seats are sold by buyTickets (orders/); here the count is set as a purchase leaves it.
    await p.prisma.ticketType.update({ where: { id: a.id }, data: { sold: 4 } });
    const low = await call(p, t.organizer.token, UPDATE, { id: a.id, input: { quantity: 3 } });
    expect(low.details).toEqual([
      { field: 'quantity', problem: 'must be at least 4, the seats already sold' },
    ]);
    const price = await call(p, t.organizer.token, UPDATE, {
      id: a.id,
      input: { priceCredits: 11 },
    });
    expect([price.code, price.message]).toEqual([
      'INVALID_STATE',
      'Cannot change the price of a ticket type that is sold (4)',
    ]);
    const same = await ok(p, t.organizer.token, UPDATE, {
      id: a.id,
      input: { priceCredits: 10, quantity: 4 },
    });
    expect(same).toMatchObject({ quantity: 4, sold: 4, available: 0 });
  });

  it('is 404 for unknown ids and other tenants, 403 for another organizer', async () => {
    const event = await createEvent(p, t.organizer.token);
    const a = await addTicketType(p, t.organizer.token, event.id);
    const other = await p.newTenant();
    expect(
      (await call(p, other.admin.token, UPDATE, { id: a.id, input: { name: 'x' } })).code,
    ).toBe('NOT_FOUND');
    expect((await call(p, t.user.token, UPDATE, { id: 'nope', input: { name: 'x' } })).code).toBe(
      'NOT_FOUND',
    );
    // A draft is invisible to another organizer (404); a published event's types are 403.
    expect((await call(p, organizer2.token, UPDATE, { id: a.id, input: { name: 'x' } })).code).toBe(
      'NOT_FOUND',
    );
    await publish(p, t.organizer.token, event.id);
    expect((await call(p, organizer2.token, UPDATE, { id: a.id, input: { name: 'x' } })).code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('REST /events/v1', () => {
  it('creates, changes, adds ticket types, publishes, reads, lists and cancels', async () => {
    const token = t.organizer.token;
    const created = restData(
      await p.rest('POST', '/events/v1/events', { token, body: eventInput({ title: 'By REST' }) }),
      201,
      t,
    );
    expect(created).toMatchObject({ title: 'By REST', status: 'draft' });
    const path = `/events/v1/events/${created.id}`;
    const type = restData(
      await p.rest('POST', `${path}/ticket-types`, {
        token,
        body: { name: 'Floor', priceCredits: 5, quantity: 20 },
      }),
      201,
    );
    const changedType = restData(
      await p.rest('PATCH', `/events/v1/ticket-types/${type.id}`, {
        token,
        body: { quantity: 25 },
      }),
    );
    expect(changedType).toMatchObject({ quantity: 25, available: 25 });
    restError(await p.rest('POST', `${path}/publish`, { token: t.user.token }), 404, 'NOT_FOUND');
    expect(restData(await p.rest('POST', `${path}/publish`, { token })).status).toBe('published');
    restError(await p.rest('POST', `${path}/publish`, { token }), 400, 'INVALID_STATE');
    const patched = restData(await p.rest('PATCH', path, { token, body: { capacity: 30 } }));
    expect(patched.capacity).toBe(30);
    restError(
      await p.rest('PATCH', path, { token, body: { capacity: 10 } }),
      400,
      'VALIDATION_FAILED',
    );
    restError(
      await p.rest('PATCH', path, { token: t.user.token, body: { title: 'x' } }),
      403,
      'FORBIDDEN',
    );
    expect(restData(await p.rest('GET', path, { token: t.user.token })).id).toBe(created.id);
    const types = restData(await p.rest('GET', `${path}/ticket-types`, { token: t.user.token }));
    expect(types.map((x: Json) => x.id)).toEqual([type.id]);
    const list = await p.rest('GET', '/events/v1/events?q=By%20REST&limit=5', {
      token: t.user.token,
    });
    expect(restData(list).map((e: Json) => e.id)).toEqual([created.id]);
    expect(list.body.page).toMatchObject({ limit: 5 });
    const cancelled = restData(
      await p.rest('POST', `${path}/cancel`, { token, body: { reason: 'Rain' } }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Rain' });
    restError(
      await p.rest('GET', `/events/v1/events/${crypto.randomUUID()}`, { token }),
      404,
      'NOT_FOUND',
    );
    restError(await p.rest('GET', '/events/v1/events', {}), 401, 'UNAUTHENTICATED');
  });
});
