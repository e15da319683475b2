import { call, ok } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import type { Session, TenantFixture } from '../../../test/harness';
import { Recording, useClients } from '../../../test/subscriptions/ws-client';
import { codeOf } from './door-helpers';
import { eventOnSale } from './helpers';
import { bought, buyer, refund } from './order-helpers';
import { cancelEvent, checkIn } from './outside-helpers';

/*
 * An event's live counts (subgraphs/events/sales/schema.graphql): eventTicketSales for those who
 * work its door, and ticketSales over graphql-ws, pushed on every sale, refund and check-in
 * until the event is cancelled (docs/subscriptions.md, "Operations").
 */
const { p, t } = platformFixture();
const connect = useClients(() => p);

const COUNTS = 'eventId status capacity sold checkedIn refunded cancelled available revenueCredits';
const SALES = `query($eventId: ID!) { eventTicketSales(eventId: $eventId) { ${COUNTS} } }`;
const LIVE = `subscription($eventId: ID!) { ticketSales(eventId: $eventId) { ${COUNTS} } }`;

let other: TenantFixture;
let fan: Session;

beforeAll(async () => {
  other = await p.newTenant();
  fan = await buyer(p, t, 1_000);
});

describe('eventTicketSales', () => {
  it('counts tickets by status for the organizer and admins; another user is 403', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const order = await bought(p, fan.token, eventId, ticketTypeId, 3);
    await refund(p, fan.token, order.tickets[0].id);
    const counts = await ok(p, t.organizer.token, SALES, { eventId });
    expect(counts).toEqual({
      eventId,
      status: 'published',
      capacity: 100,
      sold: 2,
      checkedIn: 0,
      refunded: 1,
      cancelled: 0,
      available: 48,
      revenueCredits: 20,
    });
    expect(await ok(p, t.admin.token, SALES, { eventId })).toEqual(counts);
    for (const token of [fan.token, t.user.token]) {
      const refused = await call(p, token, SALES, { eventId });
      expect([refused.code, refused.status]).toEqual(['FORBIDDEN', 403]);
    }
  });

  it("is the staff teams' too, as identity says who is in them", async () => {
    const team = await ok(
      p,
      t.admin.token,
      `mutation($input: CreateTeamInput!) { createTeam(input: $input) { id } }`,
      { input: { name: 'Door staff', ownerId: t.user.userId } },
    );
    const { eventId } = await eventOnSale(p, t.organizer.token, {
      event: { staffTeamIds: [team.id] },
    });
    expect(await ok(p, t.user.token, SALES, { eventId })).toMatchObject({ sold: 0 });
  });

  it("is 404 for another tenant's event, a draft of another organizer and an unknown id", async () => {
    const { eventId } = await eventOnSale(p, t.organizer.token);
    for (const token of [other.admin.token, other.organizer.token]) {
      const refused = await call(p, token, SALES, { eventId });
      expect([refused.code, refused.status]).toEqual(['NOT_FOUND', 404]);
    }
    const draft = await ok(
      p,
      t.organizer.token,
      `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`,
      {
        input: {
          title: 'Draft',
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 90_000_000).toISOString(),
          timezone: 'UTC',
          venue: { name: 'Hall', address: '1 Main St', city: 'Oslo', country: 'NO' },
          capacity: 10,
        },
      },
    );
    expect((await call(p, t.user.token, SALES, { eventId: draft.id })).code).toBe('NOT_FOUND');
    expect((await call(p, t.organizer.token, SALES, { eventId: draft.id })).data).toMatchObject({
      status: 'draft',
      sold: 0,
    });
    expect((await call(p, t.organizer.token, SALES, { eventId: 'nope' })).code).toBe('NOT_FOUND');
  });
});

describe('ticketSales over graphql-ws', () => {
  it('pushes the counts on every sale, refund and check-in, and ends with the cancellation', async () => {
    const { eventId, ticketTypeId } = await eventOnSale(p, t.organizer.token);
    const live = new Recording(connect(t.organizer.token), LIVE, { eventId });
    const last = () => live.results[live.results.length - 1]?.data?.ticketSales;
    await live.until((r) => r.results.length === 1);
    expect(last()).toMatchObject({ status: 'published', sold: 0, available: 50 });

    const order = await bought(p, fan.token, eventId, ticketTypeId, 4);
    await live.until(() => last()?.sold === 4);
    expect(last()).toMatchObject({ available: 46, revenueCredits: 40 });

    await refund(p, fan.token, order.tickets[0].id);
    await live.until(() => last()?.refunded === 1);
    expect(last()).toMatchObject({ sold: 3, available: 47, revenueCredits: 30 });

    await checkIn(p, t.organizer.token, await codeOf(p, fan.token, order.tickets[1].id));
    await live.until(() => last()?.checkedIn === 1);
    expect(last()).toMatchObject({ sold: 3, refunded: 1 });

    await cancelEvent(p, t.organizer.token, eventId);
    await live.until((r) => r.completed);
    // The last word is final: the two valid tickets count as cancelled, the checked-in one stays.
    expect(last()).toEqual({
      eventId,
      status: 'cancelled',
      capacity: 100,
      sold: 1,
      checkedIn: 1,
      refunded: 1,
      cancelled: 2,
      available: 0,
      revenueCredits: 10,
    });
    expect(live.results.every((r) => !r.errors)).toBe(true);
  });

  it("answers another tenant's event with NOT_FOUND and completes", async () => {
    const { eventId } = await eventOnSale(p, t.organizer.token);
    const live = new Recording(connect(other.admin.token), LIVE, { eventId });
    await live.until((r) => r.completed);
    expect(live.results.map((r) => r.errors?.[0]?.extensions?.code)).toEqual(['NOT_FOUND']);
  });

  it('refuses a user of the tenant who does not work the door', async () => {
    const { eventId } = await eventOnSale(p, t.organizer.token);
    const live = new Recording(connect(t.user.token), LIVE, { eventId });
    await live.until((r) => r.completed || r.error !== undefined);
    expect(live.results.map((r) => r.errors?.[0]?.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});
