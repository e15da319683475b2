import { codeAndStatus, gqlData } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { completionOf } from '../deals/order-machine';
import { findOrdersByIds, writeOrderOutcome } from '../deals/order-store';
import { mutate, mutated, openQuote, orderIn } from './deals-helpers';
import { activeListing } from './helpers';

const { p, t } = platformFixture();

const deal = () => ({ seller: t.organizer, buyer: t.user });

describe('races', () => {
  it('two accepts of one quote, then two order creations: one acceptance, one order', async () => {
    const listing = await activeListing(p, t.organizer.token);
    for (let round = 0; round < 5; round++) {
      const { quote } = await openQuote(p, deal(), {}, listing);
      const accepts = await Promise.all(
        [0, 1].map(() => mutate(p, t.organizer.token, 'acceptQuote', { id: quote.id })),
      );
      expect(accepts.map((res) => codeAndStatus(res)[0] ?? 'OK').sort()).toEqual([
        'INVALID_STATE',
        'OK',
      ]);
      const creates = await Promise.all(
        [0, 1, 2].map(() =>
          mutate(p, t.user.token, 'createOrder', { input: { quoteId: quote.id } }),
        ),
      );
      expect(creates.map((res) => codeAndStatus(res)[0] ?? 'OK').sort()).toEqual([
        'CONFLICT',
        'CONFLICT',
        'OK',
      ]);
      expect(await p.prisma.order.count({ where: { quoteId: quote.id } })).toBe(1);
      const stored = await p.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
      expect([stored.status, stored.version]).toEqual(['accepted', 1]);
    }
  });

  it('an accept racing a withdraw: exactly one of them wins', async () => {
    const { quote } = await openQuote(p, deal());
    const [accept, withdraw] = await Promise.all([
      mutate(p, t.organizer.token, 'acceptQuote', { id: quote.id }),
      mutate(p, t.user.token, 'withdrawQuote', { id: quote.id }),
    ]);
    const winners = [accept, withdraw].filter((res) => !res.body.errors);
    expect(winners).toHaveLength(1);
    const stored = await p.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(stored.status).toBe(accept.body.errors ? 'withdrawn' : 'accepted');
  });

  it('concurrent counter-offers are each kept once, and the amount is the last one stored', async () => {
    const { quote } = await openQuote(p, deal());
    const results = await Promise.all([
      ...[301, 302, 303].map((amount) =>
        mutate(p, t.organizer.token, 'negotiateQuote', {
          id: quote.id,
          input: { amount, message: `s${amount}` },
        }),
      ),
      ...[201, 202, 203].map((amount) =>
        mutate(p, t.user.token, 'negotiateQuote', {
          id: quote.id,
          input: { amount, message: `r${amount}` },
        }),
      ),
    ]);
    const succeeded = results.filter((res) => !res.body.errors).length;
    const offers = await p.prisma.quoteOffer.findMany({
      where: { quoteId: quote.id },
      orderBy: { version: 'asc' },
    });
    const stored = await p.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
    expect(offers.map((offer) => offer.version)).toEqual(
      Array.from({ length: succeeded }, (_, i) => i + 1),
    );
    expect(stored.version).toBe(succeeded);
    expect(stored.amount.toNumber()).toBe(offers[offers.length - 1].amount.toNumber());
    expect(succeeded).toBeGreaterThan(0);
    // A loser that ran out of retries answers 409, never a half-written negotiation.
    for (const res of results.filter((r) => r.body.errors))
      expect(codeAndStatus(res)).toEqual(['CONFLICT', 409]);
  });

  it('concurrent completions on one listing lose no booking, revenue or rating', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const orders = [];
    for (const amount of [10, 20, 30, 40, 50])
      orders.push((await orderIn(p, deal(), 'delivered', { amount, listing })).order);
    const ratings = [5, 4, 3, 2, 1];
    await Promise.all(
      orders.map((order, i) =>
        mutated(p, t.user.token, 'completeOrder', { id: order.id, input: { rating: ratings[i] } }),
      ),
    );
    const stored = await p.prisma.listing.findUniqueOrThrow({ where: { id: listing.id } });
    expect([
      stored.totalBookings,
      stored.revenue.toNumber(),
      stored.ratingCount,
      stored.averageRating,
    ]).toEqual([5, 150, 5, 3]);
  });
});

describe('an order completed in the caller’s transaction (for the disputes feature)', () => {
  it('releases a disputed order: completed, stamped and counted on the listing in the caller’s transaction', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const { order } = await orderIn(p, deal(), 'delivered', { amount: 99.99, listing });
    await p.prisma.order.update({
      where: { id: order.id },
      data: { status: 'disputed', disputedAt: new Date() },
    });
    const [disputed] = await findOrdersByIds(p.prisma, t.tenantId, [order.id]);
    const released = await p.prisma.$transaction(async (tx) =>
      writeOrderOutcome(tx, disputed, completionOf(disputed, 'release')),
    );
    expect(released).toMatchObject({
      status: 'completed',
      completedAt: expect.any(Date),
      rating: null,
    });
    const stats = gqlData(
      await p.graphql(
        'query($id: ID!) { listingStats(id: $id) { totalBookings revenue ratingCount } }',
        { id: listing.id },
        { token: t.user.token },
      ),
    );
    expect(stats.listingStats).toEqual({ totalBookings: 1, revenue: 99.99, ratingCount: 0 });
    // A stale read writes nothing; a state that does not allow the move is INVALID_STATE.
    expect(
      await p.prisma.$transaction(async (tx) =>
        writeOrderOutcome(tx, disputed, completionOf(disputed, 'release')),
      ),
    ).toBeNull();
    await expect(
      p.prisma.$transaction(async (tx) =>
        writeOrderOutcome(tx, released!, completionOf(released!, 'release')),
      ),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect(
      (await p.prisma.listing.findUniqueOrThrow({ where: { id: listing.id } })).totalBookings,
    ).toBe(1);
  });

  it('rolls the order back when the caller’s transaction fails', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const { order } = await orderIn(p, deal(), 'delivered', { listing });
    await p.prisma.order.update({ where: { id: order.id }, data: { status: 'disputed' } });
    const [disputed] = await findOrdersByIds(p.prisma, t.tenantId, [order.id]);
    await expect(
      p.prisma.$transaction(async (tx) => {
        await writeOrderOutcome(tx, disputed, completionOf(disputed, 'release'));
        throw new Error('dispute resolution failed');
      }),
    ).rejects.toThrow('dispute resolution failed');
    expect((await p.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      'disputed',
    );
    expect(
      (await p.prisma.listing.findUniqueOrThrow({ where: { id: listing.id } })).totalBookings,
    ).toBe(0);
  });
});
