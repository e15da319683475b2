import { codeAndStatus, gqlData } from '../../../test/answers';
import type { HttpAnswer, Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { activeListing, move, type Json } from './helpers';
import {
  addMember,
  createBooking,
  getBooking,
  moveBooking,
  type BookingMove,
} from './bookings-helpers';

let other: Session;
let listing: Json;
const { p, t } = platformFixture();

beforeAll(async () => {
  other = await addMember(p, t);
  listing = await activeListing(p, t.organizer.token, { priceMin: 100, priceMax: 500 });
});

describe('booking lifecycle (GraphQL)', () => {
  it('creates a pending booking priced base + tax with the caller as buyer and the listing seller as seller', async () => {
    const booking = await createBooking(p, t.user.token, listing.id, {
      quantity: 3,
      notes: ' Front row ',
    });
    expect(booking).toMatchObject({
      listingId: listing.id,
      buyerId: t.user.userId,
      sellerId: t.organizer.userId,
      groupId: null,
      status: 'pending',
      legacyStatus: 'pending',
      pricing: { base: 200, tax: 38, total: 238, currency: 'USD' },
      price: 238,
      attendee: { email: 'ada@example.test', name: 'Ada Lovelace', phone: '+44 20 7946 0000' },
      attendeeEmail: 'ada@example.test',
      quantity: 3,
      notes: 'Front row',
      submittedAt: expect.any(String),
      confirmedAt: null,
    });
  });

  it('walks draft -> pending -> confirmed -> completed, stamping each move', async () => {
    const draft = await createBooking(p, t.user.token, listing.id, { status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', legacyStatus: 'pending', submittedAt: null });
    const submitted = gqlData(await moveBooking(p, t.user.token, 'submit', draft.id)).submitBooking;
    expect(submitted).toMatchObject({
      status: 'pending',
      legacyStatus: 'pending',
      submittedAt: expect.any(String),
    });
    const confirmed = gqlData(
      await moveBooking(p, t.organizer.token, 'confirm', draft.id),
    ).confirmBooking;
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      legacyStatus: 'confirmed',
      confirmedAt: expect.any(String),
    });
    const completed = gqlData(
      await moveBooking(p, t.organizer.token, 'complete', draft.id),
    ).completeBooking;
    expect(completed).toMatchObject({
      status: 'completed',
      legacyStatus: 'confirmed',
      completedAt: expect.any(String),
    });
  });

  it.each([
    ['draft', 'buyer'],
    ['pending', 'buyer'],
    ['pending', 'seller'],
    ['confirmed', 'seller'],
    ['confirmed', 'buyer'],
  ])('cancels a %s booking by the %s, recording who and why', async (state, who) => {
    const booking = await createBooking(p, t.user.token, listing.id, {
      status: state === 'draft' ? 'draft' : 'pending',
    });
    if (state === 'confirmed')
      gqlData(await moveBooking(p, t.organizer.token, 'confirm', booking.id));
    const actor = who === 'buyer' ? t.user : t.organizer;
    const cancelled = gqlData(
      await moveBooking(p, actor.token, 'cancel', booking.id, 'Change of plans'),
    ).cancelBooking;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      legacyStatus: 'cancelled',
      cancelledBy: actor.userId,
      cancellationReason: 'Change of plans',
      cancelledAt: expect.any(String),
    });
  });

  it('refuses every move the state machine does not allow with 400 INVALID_STATE', async () => {
    const pending = await createBooking(p, t.user.token, listing.id);
    const completed = await createBooking(p, t.user.token, listing.id);
    gqlData(await moveBooking(p, t.organizer.token, 'confirm', completed.id));
    gqlData(await moveBooking(p, t.organizer.token, 'complete', completed.id));
    const cancelled = await createBooking(p, t.user.token, listing.id);
    gqlData(await moveBooking(p, t.user.token, 'cancel', cancelled.id));
    // Drafts have no refused move to show: the seller cannot see them (404) and the buyer may
    // only submit or cancel them.
    const refused: [Json, BookingMove, Session][] = [
      [pending, 'submit', t.user],
      [pending, 'complete', t.organizer],
      [completed, 'complete', t.organizer],
      [cancelled, 'submit', t.user],
      [completed, 'cancel', t.user],
      [completed, 'confirm', t.organizer],
      [cancelled, 'confirm', t.organizer],
      [cancelled, 'cancel', t.organizer],
    ];
    for (const [booking, name, actor] of refused) {
      const res = await moveBooking(p, actor.token, name, booking.id);
      expect([name, codeAndStatus(res)]).toEqual([name, ['INVALID_STATE', 400]]);
      expect(res.body.errors[0].message).toMatch(
        new RegExp(`Cannot ${name} a booking that is \\w+`),
      );
    }
  });

  it('lets only the right party move: 403 for the other party and for admins, 404 for everyone else', async () => {
    const booking = await createBooking(p, t.user.token, listing.id);
    expect(codeAndStatus(await moveBooking(p, t.user.token, 'confirm', booking.id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(codeAndStatus(await moveBooking(p, t.admin.token, 'confirm', booking.id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(codeAndStatus(await moveBooking(p, t.admin.token, 'cancel', booking.id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
    expect(codeAndStatus(await moveBooking(p, other.token, 'cancel', booking.id))).toEqual([
      'NOT_FOUND',
      404,
    ]);
    const draft = await createBooking(p, t.user.token, listing.id, { status: 'draft' });
    expect(codeAndStatus(await moveBooking(p, t.organizer.token, 'submit', draft.id))).toEqual([
      'NOT_FOUND',
      404,
    ]);
    expect(
      gqlData(await moveBooking(p, t.user.token, 'submit', draft.id)).submitBooking.status,
    ).toBe('pending');
    expect(codeAndStatus(await moveBooking(p, t.user.token, 'complete', draft.id))).toEqual([
      'FORBIDDEN',
      403,
    ]);
  });

  it('submits a draft only while the listing is active', async () => {
    const own = await activeListing(p, t.organizer.token);
    const draft = await createBooking(p, t.user.token, own.id, { status: 'draft' });
    gqlData(await move(p, t.organizer.token, 'pause', own.id));
    const res = await moveBooking(p, t.user.token, 'submit', draft.id);
    expect(codeAndStatus(res)).toEqual(['INVALID_STATE', 400]);
    expect(res.body.errors[0].message).toBe('Cannot submit a booking while its listing is paused');
    gqlData(await move(p, t.organizer.token, 'unpause', own.id));
    expect(
      gqlData(await moveBooking(p, t.user.token, 'submit', draft.id)).submitBooking.status,
    ).toBe('pending');
  });

  it('of two concurrent confirmations one wins and the other is INVALID_STATE', async () => {
    const booking = await createBooking(p, t.user.token, listing.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => moveBooking(p, t.organizer.token, 'confirm', booking.id)),
    );
    expect(answers.filter((res) => !res.body.errors).length).toBe(1);
    expect(answers.filter((res) => codeAndStatus(res)[0] === 'INVALID_STATE').length).toBe(2);
  });
});

describe('who sees a booking', () => {
  it('shows it to the buyer, the seller once submitted and admins; 404 for others and drafts to the seller', async () => {
    const pending = await createBooking(p, t.user.token, listing.id);
    const draft = await createBooking(p, t.user.token, listing.id, { status: 'draft' });
    for (const session of [t.user, t.organizer, t.admin]) {
      expect(gqlData(await getBooking(p, session.token, pending.id)).booking.id).toBe(pending.id);
    }
    expect(codeAndStatus(await getBooking(p, other.token, pending.id))).toEqual(['NOT_FOUND', 404]);
    expect(codeAndStatus(await getBooking(p, t.organizer.token, draft.id))).toEqual([
      'NOT_FOUND',
      404,
    ]);
    expect(gqlData(await getBooking(p, t.admin.token, draft.id)).booking.status).toBe('draft');
    expect(codeAndStatus(await getBooking(p, t.user.token, 'not-a-uuid'))).toEqual([
      'VALIDATION_FAILED',
      400,
    ]);
  });

  it('lists the buyer own bookings, the seller those on their listings, admins all of the tenant', async () => {
    const mine = await createBooking(p, other.token, listing.id);
    const draft = await createBooking(p, other.token, listing.id, { status: 'draft' });
    const list = (token: string, field: string) =>
      p.graphql(
        `query { ${field}(limit: 100) { nodes { id buyerId sellerId status } } }`,
        {},
        { token },
      );
    const ids = (res: HttpAnswer, field: string) =>
      gqlData(res)[field].nodes.map((b: Json) => b.id);
    const buyerIds = ids(await list(other.token, 'bookings'), 'bookings');
    expect(buyerIds).toEqual(expect.arrayContaining([mine.id, draft.id]));
    expect(
      gqlData(await list(other.token, 'bookings')).bookings.nodes.every(
        (b: Json) => b.buyerId === other.userId,
      ),
    ).toBe(true);
    const sellerIds = ids(await list(t.organizer.token, 'sellerBookings'), 'sellerBookings');
    expect(sellerIds).toContain(mine.id);
    expect(sellerIds).not.toContain(draft.id);
    expect(ids(await list(t.organizer.token, 'bookings'), 'bookings')).toEqual([]);
    expect(ids(await list(t.admin.token, 'bookings'), 'bookings')).toEqual(
      expect.arrayContaining([mine.id, draft.id]),
    );
    const booking = gqlData(
      await p.graphql(
        `query($id: ID!) { booking(id: $id) { listing { id title } buyer { id } seller { id } } }`,
        { id: mine.id },
        { token: other.token },
      ),
    ).booking;
    expect(booking).toEqual({
      listing: { id: listing.id, title: listing.title },
      buyer: { id: other.userId },
      seller: { id: t.organizer.userId },
    });
  });
});
