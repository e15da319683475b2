import { gqlData, gqlError } from '../../../test/answers';
import { randomUUID } from 'node:crypto';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordBusEvents, type EventRecorder } from '../../../test/events';
import { platformFixture } from '../../../test/fixture';
import { BOOKING_CONFIRMED, type BookingConfirmedData } from '../common/events';
import { activeListing, type Json } from './helpers';
import { addMember, createBooking, idempotent, moveBooking } from './bookings-helpers';

let listing: Json;
let confirmed: EventRecorder;
const { p, t } = platformFixture({ isolated: true });
beforeAll(() => {
  confirmed = recordBusEvents(p.platform.events, [BOOKING_CONFIRMED]);
});

beforeAll(async () => {
  listing = await activeListing(p, t.organizer.token, { currency: 'EUR' });
});

const about = (bookingId: string) => (e: PlatformEvent) => e.subject === bookingId;
const eventsOf = (bookingId: string) => confirmed.settled(about(bookingId));
const outboxRows = (bookingId: string) =>
  p.prisma.outboxEvent.findMany({ where: { type: 'booking.confirmed', subject: bookingId } });

/** The exact data of a booking's booking.confirmed event, from the booking as answered (v2 shape). */
function expectedData(booking: Json): BookingConfirmedData {
  return {
    bookingId: booking.id,
    listingId: booking.listingId,
    buyerId: booking.buyerId,
    sellerId: booking.sellerId,
    groupId: booking.groupId,
    status: 'confirmed',
    confirmedAt: booking.confirmedAt,
    quantity: booking.quantity,
    pricing: booking.pricing,
  };
}

describe('booking.confirmed', () => {
  it('is recorded once when the seller confirms over REST v2, with the request id, in the transaction of the move', async () => {
    const booking = await createBooking(p, t.user.token, listing.id, { quantity: 3 });
    expect(await eventsOf(booking.id)).toEqual([]);
    const requestId = randomUUID();
    const res = await p.rest('POST', `/booking/v2/bookings/${booking.id}/confirm`, {
      token: t.organizer.token,
      headers: { ...idempotent(), 'x-request-id': requestId },
    });
    expect(res.status).toBe(200);
    const answered = res.body.data;

    const [event] = await confirmed.waitFor(about(booking.id));
    expect(event).toEqual({
      id: expect.any(String),
      type: 'booking.confirmed',
      source: 'urn:platform:booking-svc',
      subject: booking.id,
      tenantId: t.tenantId,
      requestId,
      time: expect.any(String),
      data: expectedData(answered),
    });
    expect(event.data).toMatchObject({
      buyerId: t.user.userId,
      sellerId: t.organizer.userId,
      quantity: 3,
      pricing: { base: 200, tax: 38, total: 238, currency: 'USD' },
    });
    const rows = await outboxRows(booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: event.id,
      service: 'marketplace',
      source: 'urn:platform:booking-svc',
      tenantId: t.tenantId,
      requestId,
      data: event.data,
    });
    expect(await eventsOf(booking.id)).toHaveLength(1);
  });

  it('is recorded by REST v1 confirm and the GraphQL mutation too, and for each booking of a group', async () => {
    const v1 = await p.rest('POST', '/booking/v1/bookings', {
      token: t.user.token,
      body: { listingId: listing.id, price: 120, attendeeEmail: 'v1@example.test' },
    });
    expect(v1.status).toBe(201);
    expect(
      (
        await p.rest('POST', `/booking/v1/bookings/${v1.body.data.id}/confirm`, {
          token: t.organizer.token,
        })
      ).status,
    ).toBe(200);
    const [v1Event] = await confirmed.waitFor(about(v1.body.data.id));
    expect(v1Event.data).toMatchObject({
      bookingId: v1.body.data.id,
      status: 'confirmed',
      groupId: null,
      quantity: 1,
      pricing: { base: 120, tax: 0, total: 120, currency: 'EUR' },
    });

    const draft = await createBooking(p, t.user.token, listing.id, { status: 'draft' });
    gqlData(await moveBooking(p, t.user.token, 'submit', draft.id));
    const viaGraphql = gqlData(
      await moveBooking(p, t.organizer.token, 'confirm', draft.id),
    ).confirmBooking;
    const [gqlEvent] = await confirmed.waitFor(about(draft.id));
    expect(gqlEvent.data).toEqual(expectedData(viaGraphql));

    const group = await p.graphql(
      `mutation($input: CreateBookingGroupInput!) { createBookingGroup(input: $input) { id bookings { id } } }`,
      {
        input: {
          listingId: listing.id,
          pricing: { base: 50, currency: 'EUR' },
          attendees: [{ email: 'a@example.test' }, { email: 'b@example.test' }],
        },
      },
      { token: t.user.token },
    );
    const { id: groupId, bookings } = gqlData(group).createBookingGroup;
    for (const { id } of bookings) gqlData(await moveBooking(p, t.organizer.token, 'confirm', id));
    const groupEvents = await confirmed.waitFor(
      (e) => (e.data as { groupId: string | null }).groupId === groupId,
      2,
    );
    expect(groupEvents.map((e) => e.subject).sort()).toEqual(
      bookings.map((b: Json) => b.id).sort(),
    );
  });

  it('is not recorded by other moves nor by refused confirmations (wrong party, wrong state, draft)', async () => {
    const booking = await createBooking(p, t.user.token, listing.id);
    const draft = await createBooking(p, t.user.token, listing.id, { status: 'draft' });
    const other = await addMember(p, t);
    expect(gqlError(await moveBooking(p, t.user.token, 'confirm', booking.id))?.code).toBe(
      'FORBIDDEN',
    );
    expect(gqlError(await moveBooking(p, t.admin.token, 'confirm', booking.id))?.code).toBe(
      'FORBIDDEN',
    );
    expect(gqlError(await moveBooking(p, other.token, 'confirm', booking.id))?.code).toBe(
      'NOT_FOUND',
    );
    expect(gqlError(await moveBooking(p, t.organizer.token, 'confirm', draft.id))?.code).toBe(
      'NOT_FOUND',
    );
    gqlData(await moveBooking(p, t.user.token, 'submit', draft.id));
    gqlData(await moveBooking(p, t.user.token, 'cancel', draft.id));
    expect(gqlError(await moveBooking(p, t.organizer.token, 'confirm', draft.id))?.code).toBe(
      'INVALID_STATE',
    );

    gqlData(await moveBooking(p, t.organizer.token, 'confirm', booking.id));
    expect(gqlError(await moveBooking(p, t.organizer.token, 'confirm', booking.id))?.code).toBe(
      'INVALID_STATE',
    );
    gqlData(await moveBooking(p, t.organizer.token, 'complete', booking.id));
    expect(await eventsOf(booking.id)).toHaveLength(1);
    expect(await outboxRows(booking.id)).toHaveLength(1);
    expect(await eventsOf(draft.id)).toEqual([]);
    expect(await outboxRows(draft.id)).toEqual([]);
  });

  it('is recorded once when two confirmations race', async () => {
    const booking = await createBooking(p, t.user.token, listing.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => moveBooking(p, t.organizer.token, 'confirm', booking.id)),
    );
    expect(answers.map((a) => gqlError(a)?.code ?? 'ok').sort()).toEqual([
      'INVALID_STATE',
      'INVALID_STATE',
      'ok',
    ]);
    expect(await eventsOf(booking.id)).toHaveLength(1);
  });
});

describe('tenants', () => {
  it("records the event in the booking's tenant; another tenant can neither confirm nor see it", async () => {
    const other = await p.newTenant();
    const theirListing = await activeListing(p, other.organizer.token);
    const theirs = await createBooking(p, other.user.token, theirListing.id);
    expect(gqlError(await moveBooking(p, t.organizer.token, 'confirm', theirs.id))?.code).toBe(
      'NOT_FOUND',
    );
    expect(await eventsOf(theirs.id)).toEqual([]);

    gqlData(await moveBooking(p, other.organizer.token, 'confirm', theirs.id));
    const [event] = await confirmed.waitFor(about(theirs.id));
    expect(event.tenantId).toBe(other.tenantId);
    expect(
      confirmed.all.filter((e) => e.tenantId === t.tenantId).map((e) => e.subject),
    ).not.toContain(theirs.id);
    expect(
      await p.prisma.outboxEvent.count({ where: { tenantId: t.tenantId, subject: theirs.id } }),
    ).toBe(0);
  });
});
