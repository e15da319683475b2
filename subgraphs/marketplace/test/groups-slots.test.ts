import {
  codeAndStatus,
  problemFields,
  queryData,
  restData,
  restError,
} from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { addSeller, inDays, listingIn, rest } from './groups-helpers';
import type { Json } from './helpers';

const { p, t } = platformFixture();

const SLOT =
  'id listingId sellerId name description startsAt endsAt capacity booked available price createdAt updatedAt';
const BOOKING = 'id slotId listingId bookerId quantity status createdAt cancelledAt cancelledBy';

function slotInput(listingId: string, overrides: Json = {}): Json {
  return {
    listingId,
    name: 'Booth A12',
    startsAt: inDays(10),
    endsAt: inDays(11),
    capacity: 3,
    price: 250,
    ...overrides,
  };
}

async function poperSlot(capacity = 3): Promise<{ listing: Json; slot: Json }> {
  const listing = await listingIn(p, t.organizer.token, 'poper');
  const slot = restData(
    await rest(
      p,
      'POST',
      '/exhibitor-slots',
      t.organizer.token,
      slotInput(listing.id, { capacity }),
    ),
    201,
    t,
  );
  return { listing, slot };
}

const book = (slotId: string, token: string, body?: Json) =>
  rest(p, 'POST', `/exhibitor-slots/${slotId}/bookings`, token, body);

describe('exhibitor slots', () => {
  it('runs the slot lifecycle over GraphQL and REST', async () => {
    const listing = await listingIn(p, t.organizer.token, 'poper');
    const created = (
      await queryData(
        p,
        t.organizer.token,
        `mutation($input: CreateExhibitorSlotInput!) { createExhibitorSlot(input: $input) { ${SLOT} listing { id } } }`,
        {
          input: slotInput(listing.id, { description: 'Corner stand' }),
        },
      )
    ).createExhibitorSlot;
    expect(created).toMatchObject({
      capacity: 3,
      booked: 0,
      available: 3,
      price: 250,
      description: 'Corner stand',
      sellerId: t.organizer.userId,
      listing: { id: listing.id },
    });
    expect(
      restData(await rest(p, 'GET', `/exhibitor-slots/${created.id}`, t.user.token), 200),
    ).toMatchObject({ id: created.id, available: 3 });
    const second = restData(
      await rest(
        p,
        'POST',
        '/exhibitor-slots',
        t.organizer.token,
        slotInput(listing.id, { name: 'Booth B1', price: undefined }),
      ),
      201,
    );
    expect(second.price).toBe(0);
    const page = restData(
      await rest(p, 'GET', `/listings/${listing.id}/exhibitor-slots`, t.user.token),
      200,
    );
    expect(page.map((s: Json) => s.id)).toEqual([created.id, second.id]);
    const moved = restData(
      await rest(p, 'PATCH', `/exhibitor-slots/${created.id}`, t.organizer.token, {
        endsAt: inDays(12),
        capacity: 5,
      }),
      200,
    );
    expect(moved).toMatchObject({ capacity: 5, available: 5 });
    restData(await rest(p, 'DELETE', `/exhibitor-slots/${second.id}`, t.organizer.token), 204);
    restError(
      await rest(p, 'GET', `/exhibitor-slots/${second.id}`, t.organizer.token),
      404,
      'NOT_FOUND',
    );
  });

  it('validates lanes, times, capacity and owners', async () => {
    const vendora = await listingIn(p, t.organizer.token, 'vendora');
    const invalid = restError(
      await rest(
        p,
        'POST',
        '/exhibitor-slots',
        t.organizer.token,
        slotInput(vendora.id, { capacity: 0, startsAt: inDays(-1), endsAt: inDays(-2) }),
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details.map((d: Json) => d.field).sort()).toEqual([
      'capacity',
      'endsAt',
      'listingId',
      'startsAt',
    ]);
    const { listing, slot } = await poperSlot();
    restError(
      await rest(p, 'POST', '/exhibitor-slots', t.user.token, slotInput(listing.id)),
      403,
      'FORBIDDEN',
    );
    restError(
      await rest(p, 'PATCH', `/exhibitor-slots/${slot.id}`, t.user.token, { capacity: 9 }),
      403,
      'FORBIDDEN',
    );
    restError(
      await rest(p, 'DELETE', `/exhibitor-slots/${slot.id}`, t.admin.token),
      403,
      'FORBIDDEN',
    );
    const backwards = await p.graphql(
      'mutation($id: ID!, $input: UpdateExhibitorSlotInput!) { updateExhibitorSlot(id: $id, input: $input) { id } }',
      {
        id: slot.id,
        input: { startsAt: inDays(20) },
      },
      { token: t.organizer.token },
    );
    expect(problemFields(backwards)).toEqual(['startsAt']);
    restData(await book(slot.id, t.user.token, { quantity: 2 }), 201);
    const shrink = restError(
      await rest(p, 'PATCH', `/exhibitor-slots/${slot.id}`, t.organizer.token, { capacity: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(shrink.details).toEqual([
      { field: 'capacity', problem: 'must be at least 2 (seats already booked)' },
    ]);
    restError(
      await rest(p, 'DELETE', `/exhibitor-slots/${slot.id}`, t.organizer.token),
      409,
      'CONFLICT',
    );
  });

  it("hides another tenant's slots and bookings (404)", async () => {
    const { listing, slot } = await poperSlot();
    const booking = restData(await book(slot.id, t.user.token), 201);
    const other = await p.newTenant();
    restError(
      await rest(p, 'GET', `/exhibitor-slots/${slot.id}`, other.admin.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'PATCH', `/exhibitor-slots/${slot.id}`, other.organizer.token, { capacity: 9 }),
      404,
      'NOT_FOUND',
    );
    restError(await book(slot.id, other.user.token), 404, 'NOT_FOUND');
    restError(
      await rest(p, 'GET', `/listings/${listing.id}/exhibitor-slots`, other.user.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'GET', `/slot-bookings/${booking.id}`, other.admin.token),
      404,
      'NOT_FOUND',
    );
    restError(
      await rest(p, 'POST', `/slot-bookings/${booking.id}/cancel`, other.user.token),
      404,
      'NOT_FOUND',
    );
    expect(restData(await rest(p, 'GET', '/slot-bookings', other.user.token), 200)).toEqual([]);
  });
});

describe('slot bookings', () => {
  it('books, lists, and cancels (by booker and by owner), giving the seats back', async () => {
    const { slot } = await poperSlot(3);
    const booked = restData(await book(slot.id, t.user.token), 201, t);
    expect(booked).toMatchObject({
      slotId: slot.id,
      bookerId: t.user.userId,
      quantity: 1,
      status: 'confirmed',
      cancelledAt: null,
    });
    const buyer = await addSeller(p, t, 'exhibitor');
    const pair = restData(await book(slot.id, buyer.token, { quantity: 2 }), 201);
    expect(
      restData(await rest(p, 'GET', `/exhibitor-slots/${slot.id}`, t.user.token), 200),
    ).toMatchObject({ booked: 3, available: 0 });
    restError(await book(slot.id, t.user.token), 409, 'CONFLICT');
    const mine = restData(
      await rest(p, 'GET', '/slot-bookings?status=confirmed', t.user.token),
      200,
    );
    // Newest first, the caller's only (earlier tests booked too).
    expect(mine[0].id).toBe(booked.id);
    expect(mine.every((b: Json) => b.bookerId === t.user.userId && b.status === 'confirmed')).toBe(
      true,
    );
    const bySlot = restData(
      await rest(p, 'GET', `/exhibitor-slots/${slot.id}/bookings`, t.organizer.token),
      200,
    );
    expect(bySlot.map((b: Json) => b.id)).toEqual([booked.id, pair.id]);
    restError(
      await rest(p, 'GET', `/exhibitor-slots/${slot.id}/bookings`, t.user.token),
      403,
      'FORBIDDEN',
    );
    restError(await rest(p, 'GET', `/slot-bookings/${booked.id}`, buyer.token), 404, 'NOT_FOUND');
    restError(
      await rest(p, 'POST', `/slot-bookings/${booked.id}/cancel`, buyer.token),
      404,
      'NOT_FOUND',
    );
    expect(
      restData(await rest(p, 'GET', `/slot-bookings/${booked.id}`, t.organizer.token), 200).id,
    ).toBe(booked.id);
    restError(
      await rest(p, 'POST', `/slot-bookings/${booked.id}/cancel`, t.admin.token),
      403,
      'FORBIDDEN',
    );
    const cancelled = restData(
      await rest(p, 'POST', `/slot-bookings/${booked.id}/cancel`, t.user.token),
      200,
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledBy: t.user.userId,
      cancelledAt: expect.any(String),
    });
    restError(
      await rest(p, 'POST', `/slot-bookings/${booked.id}/cancel`, t.user.token),
      400,
      'INVALID_STATE',
    );
    const byOwner = (
      await queryData(
        p,
        t.organizer.token,
        `mutation($id: ID!) { cancelSlotBooking(id: $id) { ${BOOKING} slot { available } } }`,
        { id: pair.id },
      )
    ).cancelSlotBooking;
    expect(byOwner).toMatchObject({
      status: 'cancelled',
      cancelledBy: t.organizer.userId,
      slot: { available: 3 },
    });
    expect(
      restData(
        await rest(
          p,
          'GET',
          `/exhibitor-slots/${slot.id}/bookings?status=cancelled`,
          t.organizer.token,
        ),
        200,
      ),
    ).toHaveLength(2);
  });

  it('refuses bad quantities, own slots, inactive listings and started slots', async () => {
    const { listing, slot } = await poperSlot(2);
    const invalid = restError(
      await book(slot.id, t.user.token, { quantity: 0 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details).toEqual([{ field: 'quantity', problem: 'must be at least 1' }]);
    restError(await book(slot.id, t.user.token, { quantity: 3 }), 409, 'CONFLICT');
    restError(await book(slot.id, t.organizer.token), 403, 'FORBIDDEN');
    await queryData(p, t.organizer.token, 'mutation($id: ID!) { pauseListing(id: $id) { id } }', {
      id: listing.id,
    });
    restError(await book(slot.id, t.admin.token), 400, 'INVALID_STATE');
    await queryData(p, t.organizer.token, 'mutation($id: ID!) { unpauseListing(id: $id) { id } }', {
      id: listing.id,
    });
    await p.prisma.exhibitorSlot.update({
      where: { id: slot.id },
      data: { startsAt: new Date(Date.now() - 1000) },
    });
    restError(await book(slot.id, t.user.token), 400, 'INVALID_STATE');
    const gqlBook = await p.graphql(
      'mutation($id: ID!) { bookExhibitorSlot(slotId: $id) { id } }',
      { id: slot.id },
      { token: t.user.token },
    );
    expect(codeAndStatus(gqlBook)).toEqual(['INVALID_STATE', 400]);
  });

  it('never oversells: 10 concurrent bookings of the last seat give one 201 and nine 409', async () => {
    const { slot } = await poperSlot(3);
    restData(await book(slot.id, t.admin.token, { quantity: 2 }), 201);
    const bookers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addSeller(p, t, `racer${i}`)),
    );
    const answers = await Promise.all(bookers.map((b) => book(slot.id, b.token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409))
      expect(lost.body.error).toMatchObject({ code: 'CONFLICT', message: 'The slot is full' });
    const stored = await p.prisma.exhibitorSlot.findUniqueOrThrow({ where: { id: slot.id } });
    expect([stored.booked, stored.capacity]).toEqual([3, 3]);
    expect(
      await p.prisma.slotBooking.count({ where: { slotId: slot.id, status: 'confirmed' } }),
    ).toBe(2);
  });
});
