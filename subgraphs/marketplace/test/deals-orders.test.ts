import { codeAndStatus, gqlData, gqlError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import {
  acceptedQuote,
  getOrder,
  getQuote,
  mutate,
  mutated,
  openQuote,
  orderIn,
} from './deals-helpers';
import { activeListing, getListing } from './helpers';

const { p, t } = platformFixture();

const deal = () => ({ seller: t.organizer, buyer: t.user });
const stats = (id: string) =>
  p.graphql(
    'query($id: ID!) { listingStats(id: $id) { totalBookings revenue averageRating ratingCount } }',
    { id },
    { token: t.organizer.token },
  );

describe('createOrder', () => {
  it('makes a pending order of an accepted quote: buyer, seller, amount, lane and currency from the deal', async () => {
    const listing = await activeListing(p, t.organizer.token, {
      category: 'portico',
      currency: 'GBP',
    });
    const { quote } = await acceptedQuote(p, deal(), { amount: 420.5 }, listing);
    const res = await p.graphql(
      `mutation($input: CreateOrderInput!) { createOrder(input: $input) {
        id quoteId quote { id status order { id } } listingId listing { id } buyerId buyer { id email } sellerId seller { id email }
        category status totalAmount currency notes createdAt confirmedAt
      } }`,
      { input: { quoteId: quote.id, notes: ' Gate B ' } },
      { token: t.user.token },
    );
    const order = gqlData(res).createOrder;
    expect(order).toMatchObject({
      quoteId: quote.id,
      quote: { id: quote.id, status: 'accepted', order: { id: order.id } },
      listingId: listing.id,
      listing: { id: listing.id },
      buyerId: t.user.userId,
      buyer: { id: t.user.userId, email: t.user.email },
      sellerId: t.organizer.userId,
      seller: { id: t.organizer.userId, email: t.organizer.email },
      category: 'portico',
      status: 'pending',
      totalAmount: 420.5,
      currency: 'GBP',
      notes: 'Gate B',
      confirmedAt: null,
    });
    expect(
      gqlData(await getQuote(p, t.organizer.token, quote.id, 'order { id }')).quote.order,
    ).toEqual({ id: order.id });
  });

  it('makes one order per quote: the second is 409', async () => {
    const { quote } = await acceptedQuote(p, deal());
    await mutated(p, t.user.token, 'createOrder', { input: { quoteId: quote.id } });
    const again = await mutate(p, t.user.token, 'createOrder', { input: { quoteId: quote.id } });
    expect(codeAndStatus(again)).toEqual(['CONFLICT', 409]);
    expect(await p.prisma.order.count({ where: { quoteId: quote.id } })).toBe(1);
  });

  it('needs an accepted quote (400), its responder (403), a visible quote (404) and valid input (400 with details)', async () => {
    const { quote } = await openQuote(p, deal());
    const pending = await mutate(p, t.user.token, 'createOrder', { input: { quoteId: quote.id } });
    expect(codeAndStatus(pending)).toEqual(['INVALID_STATE', 400]);
    expect(pending.body.errors[0].message).toBe('Cannot order a quote that is pending');
    await p.prisma.quote.update({
      where: { id: quote.id },
      data: { validUntil: new Date(Date.now() - 1000) },
    });
    const expired = await mutate(p, t.user.token, 'createOrder', { input: { quoteId: quote.id } });
    expect(expired.body.errors[0].message).toBe('Cannot order a quote that is expired');
    const accepted = (await acceptedQuote(p, deal())).quote;
    expect(
      codeAndStatus(
        await mutate(p, t.organizer.token, 'createOrder', { input: { quoteId: accepted.id } }),
      ),
    ).toEqual(['FORBIDDEN', 403]);
    expect(
      codeAndStatus(
        await mutate(p, t.admin.token, 'createOrder', { input: { quoteId: accepted.id } }),
      ),
    ).toEqual(['FORBIDDEN', 403]);
    const unknown = await mutate(p, t.user.token, 'createOrder', {
      input: { quoteId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(codeAndStatus(unknown)).toEqual(['NOT_FOUND', 404]);
    const bad = await mutate(p, t.user.token, 'createOrder', {
      input: { quoteId: 'x', notes: 'n'.repeat(2001) },
    });
    expect(gqlError(bad)?.details).toEqual([
      { field: 'quoteId', problem: 'must be a UUID' },
      { field: 'notes', problem: 'must be at most 2000 characters' },
    ]);
  });

  it('still makes the order of an agreed deal after the seller deleted the listing', async () => {
    const { listing, quote } = await acceptedQuote(p, deal());
    await p.graphql(
      'mutation($id: ID!) { deleteListing(id: $id) }',
      { id: listing.id },
      { token: t.organizer.token },
    );
    const order = await mutated(p, t.user.token, 'createOrder', { input: { quoteId: quote.id } });
    expect(order).toMatchObject({ status: 'pending', category: 'spotlight' });
    expect(
      gqlData(await getOrder(p, t.user.token, order.id, 'listing { id }')).order.listing,
    ).toBeNull();
  });
});

describe('the order lifecycle', () => {
  it('goes pending → confirmed → in_progress → delivered → completed, stamping every move', async () => {
    const { listing, order } = await orderIn(p, deal(), 'pending', { amount: 150 });
    const confirmed = await mutated(p, t.organizer.token, 'updateOrderStatus', {
      id: order.id,
      input: { status: 'confirmed' },
    });
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    const started = await mutated(p, t.organizer.token, 'updateOrderStatus', {
      id: order.id,
      input: { status: 'in_progress' },
    });
    expect(started).toMatchObject({ status: 'in_progress', startedAt: expect.any(String) });
    const delivered = await mutated(p, t.organizer.token, 'deliverOrder', {
      id: order.id,
      input: {
        note: ' Final mix attached ',
        deliverables: ['https://files.example/mix.wav', ' setlist.pdf '],
      },
    });
    expect(delivered).toMatchObject({
      status: 'delivered',
      deliveredAt: expect.any(String),
      deliveryNote: 'Final mix attached',
      deliverables: ['https://files.example/mix.wav', 'setlist.pdf'],
    });
    const completed = await mutated(p, t.user.token, 'completeOrder', {
      id: order.id,
      input: { rating: 4 },
    });
    expect(completed).toMatchObject({
      status: 'completed',
      rating: 4,
      completedAt: expect.any(String),
    });
    const stamps = [
      order.createdAt,
      confirmed.confirmedAt,
      started.startedAt,
      delivered.deliveredAt,
      completed.completedAt,
    ];
    expect([...stamps].sort()).toEqual(stamps);
    expect(gqlData(await stats(listing.id)).listingStats).toEqual({
      totalBookings: 1,
      revenue: 150,
      averageRating: 4,
      ratingCount: 1,
    });
  });

  it('adds every completion to the listing: bookings, revenue and the running average of ratings', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const amounts = [100.1, 200.2, 50];
    const ratings = [5, null, 2];
    for (const [i, amount] of amounts.entries()) {
      const { order } = await orderIn(p, deal(), 'delivered', { amount, listing });
      await mutated(p, t.user.token, 'completeOrder', {
        id: order.id,
        ...(ratings[i] ? { input: { rating: ratings[i] } } : {}),
      });
    }
    expect(gqlData(await stats(listing.id)).listingStats).toEqual({
      totalBookings: 3,
      revenue: 350.3,
      averageRating: 3.5,
      ratingCount: 2,
    });
    expect(gqlData(await getListing(p, t.user.token, listing.id)).listing).toMatchObject({
      totalBookings: 3,
      averageRating: 3.5,
    });
    const stored = await p.prisma.listing.findUniqueOrThrow({ where: { id: listing.id } });
    expect(stored.updatedAt.toISOString()).toBe(listing.updatedAt);
  });

  it('cancels from pending, confirmed and in_progress by either party, with reason and who cancelled', async () => {
    for (const [status, by] of [
      ['pending', t.user],
      ['confirmed', t.organizer],
      ['in_progress', t.user],
    ] as const) {
      const { order } = await orderIn(p, deal(), status);
      const cancelled = await mutated(p, by.token, 'cancelOrder', {
        id: order.id,
        input: { reason: ' Date moved ' },
      });
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Date moved',
        cancelledBy: by.userId,
        cancelledAt: expect.any(String),
      });
    }
    const { order } = await orderIn(p, deal(), 'pending');
    expect(await mutated(p, t.organizer.token, 'cancelOrder', { id: order.id })).toMatchObject({
      status: 'cancelled',
      cancellationReason: null,
    });
  });
});

describe('forbidden moves', () => {
  it('refuses every move its state does not allow with INVALID_STATE naming state and move', async () => {
    const cases: [string, [string, 'buyer' | 'seller', object?][]][] = [
      [
        'pending',
        [
          ['updateOrderStatus', 'seller', { status: 'in_progress' }],
          ['deliverOrder', 'seller'],
          ['completeOrder', 'buyer'],
        ],
      ],
      [
        'confirmed',
        [
          ['updateOrderStatus', 'seller', { status: 'confirmed' }],
          ['deliverOrder', 'seller'],
          ['completeOrder', 'buyer'],
        ],
      ],
      [
        'in_progress',
        [
          ['updateOrderStatus', 'seller', { status: 'confirmed' }],
          ['completeOrder', 'buyer'],
        ],
      ],
      [
        'delivered',
        [
          ['updateOrderStatus', 'seller', { status: 'in_progress' }],
          ['deliverOrder', 'seller'],
          ['cancelOrder', 'buyer'],
        ],
      ],
      [
        'completed',
        [
          ['completeOrder', 'buyer'],
          ['cancelOrder', 'seller'],
          ['deliverOrder', 'seller'],
        ],
      ],
      [
        'cancelled',
        [
          ['cancelOrder', 'buyer'],
          ['updateOrderStatus', 'seller', { status: 'confirmed' }],
          ['completeOrder', 'buyer'],
        ],
      ],
    ];
    const moves: Record<string, string> = { confirmed: 'confirm', in_progress: 'start' };
    for (const [status, attempts] of cases) {
      const { order } = await orderIn(p, deal(), status);
      for (const [field, by, input] of attempts) {
        const res = await mutate(p, (by === 'buyer' ? t.user : t.organizer).token, field, {
          id: order.id,
          ...(input ? { input } : {}),
        });
        expect(codeAndStatus(res)).toEqual(['INVALID_STATE', 400]);
        const move =
          field === 'updateOrderStatus'
            ? moves[(input as { status: string }).status]
            : field.replace('Order', '');
        expect(res.body.errors[0].message).toBe(`Cannot ${move} an order that is ${status}`);
      }
      expect(gqlData(await getOrder(p, t.user.token, order.id)).order.status).toBe(status);
    }
  });

  it('lets only the seller confirm, start and deliver, and only the buyer complete (403 otherwise)', async () => {
    const { order } = await orderIn(p, deal(), 'pending');
    const asBuyer = await mutate(p, t.user.token, 'updateOrderStatus', {
      id: order.id,
      input: { status: 'confirmed' },
    });
    expect(codeAndStatus(asBuyer)).toEqual(['FORBIDDEN', 403]);
    const inProgress = (await orderIn(p, deal(), 'in_progress')).order;
    const deliver = await mutate(p, t.user.token, 'deliverOrder', { id: inProgress.id });
    expect(codeAndStatus(deliver)).toEqual(['FORBIDDEN', 403]);
    expect(deliver.body.errors[0].message).toBe('Only the seller can deliver this order');
    const delivered = (await orderIn(p, deal(), 'delivered')).order;
    expect(
      codeAndStatus(await mutate(p, t.organizer.token, 'completeOrder', { id: delivered.id })),
    ).toEqual(['FORBIDDEN', 403]);
    for (const field of ['completeOrder', 'cancelOrder', 'deliverOrder']) {
      expect(codeAndStatus(await mutate(p, t.admin.token, field, { id: delivered.id }))).toEqual([
        'FORBIDDEN',
        403,
      ]);
    }
    expect(gqlData(await getOrder(p, t.admin.token, delivered.id)).order.status).toBe('delivered');
  });
});

describe('validation', () => {
  it('takes only confirmed or in_progress as status (400 with details), at most 50 characters', async () => {
    const { order } = await orderIn(p, deal(), 'pending');
    for (const [status, problem] of [
      ['delivered', 'must be one of confirmed, in_progress'],
      ['', 'must not be empty'],
      ['x'.repeat(51), 'must be at most 50 characters'],
    ]) {
      const res = await mutate(p, t.organizer.token, 'updateOrderStatus', {
        id: order.id,
        input: { status },
      });
      expect(codeAndStatus(res)).toEqual(['VALIDATION_FAILED', 400]);
      expect(gqlError(res)?.details).toEqual([{ field: 'status', problem }]);
    }
    const missing = await p.graphql(
      'mutation($id: ID!) { updateOrderStatus(id: $id, input: {}) { id } }',
      { id: order.id },
      { token: t.organizer.token },
    );
    expect(codeAndStatus(missing)).toEqual(['VALIDATION_FAILED', 400]);
  });

  it('checks the deliver body, the rating (1 to 5) and the cancel reason', async () => {
    const { order } = await orderIn(p, deal(), 'in_progress');
    const deliver = await mutate(p, t.organizer.token, 'deliverOrder', {
      id: order.id,
      input: { note: 'n'.repeat(2001), deliverables: [...Array(20).fill('ok'), ' '] },
    });
    expect(gqlError(deliver)?.details).toEqual([
      { field: 'note', problem: 'must be at most 2000 characters' },
      { field: 'deliverables', problem: 'must have at most 20 items' },
      { field: 'deliverables.20', problem: 'must not be empty' },
    ]);
    await mutated(p, t.organizer.token, 'deliverOrder', { id: order.id });
    for (const [rating, problem] of [
      [0, 'must be at least 1'],
      [6, 'must be at most 5'],
    ] as const) {
      expect(
        gqlError(
          await mutate(p, t.user.token, 'completeOrder', { id: order.id, input: { rating } }),
        )?.details,
      ).toEqual([{ field: 'rating', problem }]);
    }
    const pending = (await orderIn(p, deal(), 'pending')).order;
    const cancel = await mutate(p, t.user.token, 'cancelOrder', {
      id: pending.id,
      input: { reason: 'r'.repeat(1001) },
    });
    expect(gqlError(cancel)?.details).toEqual([
      { field: 'reason', problem: 'must be at most 1000 characters' },
    ]);
    expect(gqlError(await getOrder(p, t.user.token, 'nope'))?.details).toEqual([
      { field: 'id', problem: 'must be a UUID' },
    ]);
  });
});
