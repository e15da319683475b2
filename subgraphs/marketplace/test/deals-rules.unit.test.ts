import { settlement } from '../disputes/dispute-machine';
import { completionOf } from '../deals/order-machine';
import { assertAcceptable, assertEditable, quoteMachine, readStatus } from '../deals/quote-machine';
import { groupTotals } from '../bookings/booking-group-rules';
import { conversionRates, rate } from '../analytics/analytics-input';
import { nextState } from '../../../lib/state-machine';

/*
 * The marketplace's pure rules (docs/api/marketplace.md): quotes' moves and expiry, what
 * completing an order adds to its listing, how a dispute splits the amount, group totals and
 * the funnel's rates, with the amounts worked out by hand.
 */

const at = (iso: string) => new Date(iso);

describe('quotes', () => {
  it('open quotes move; a quote past validUntil reads as expired, from the instant it lapses', () => {
    expect(nextState(quoteMachine, 'negotiating', 'accept')).toBe('accepted');
    expect(() => nextState(quoteMachine, 'accepted', 'withdraw')).toThrow(
      'Cannot withdraw a quote that is accepted',
    );
    const quote = { status: 'pending' as const, validUntil: at('2030-01-01T12:00:00Z') };
    expect(readStatus(quote, at('2030-01-01T11:59:59.999Z'))).toBe('pending');
    expect(readStatus(quote, at('2030-01-01T12:00:00Z'))).toBe('expired');
    // Only open quotes lapse: an accepted one stays accepted.
    expect(readStatus({ ...quote, status: 'accepted' }, at('2031-01-01T00:00:00Z'))).toBe(
      'accepted',
    );
  });

  it("only a pending quote is edited, and the seller cannot accept the seller's own counter-offer", () => {
    expect(() => assertEditable('pending')).not.toThrow();
    expect(() => assertEditable('negotiating')).toThrow(
      'Cannot update a quote that is negotiating',
    );
    expect(() =>
      assertAcceptable({ lastOfferBy: 'seller' } as Parameters<typeof assertAcceptable>[0]),
    ).toThrow(/the responder must answer it first/);
    expect(() =>
      assertAcceptable({ lastOfferBy: 'responder' } as Parameters<typeof assertAcceptable>[0]),
    ).not.toThrow();
  });
});

describe('orders', () => {
  const order = {
    tenantId: 't',
    listingId: 'l',
    status: 'delivered',
    totalAmount: 250.5,
  } as Parameters<typeof completionOf>[0];
  const now = at('2030-02-03T04:05:06Z');

  it("completing adds the order's amount and the rating to its listing", () => {
    expect(completionOf(order, 'complete', { rating: 4, now })).toEqual({
      changes: { status: 'completed', completedAt: now, rating: 4 },
      listingGain: { tenantId: 't', listingId: 'l', amount: 250.5, rating: 4 },
    });
  });

  it('a release (a dispute for the seller) adds the split revenue and no rating', () => {
    const disputed = { ...order, status: 'disputed' } as typeof order;
    const outcome = completionOf(disputed, 'release', { rating: 5, now, revenue: 100.2 });
    expect(outcome.listingGain).toEqual({
      tenantId: 't',
      listingId: 'l',
      amount: 100.2,
      rating: null,
    });
    expect(outcome.changes.status).toBe('completed');
    expect(() => completionOf(order, 'release')).toThrow(
      'Cannot release an order that is delivered',
    );
  });
});

describe('money, in cents', () => {
  it('a dispute settles the whole amount: refund, release, or a split rounded to the cent', () => {
    expect(settlement(99.99, 'refund_buyer', null)).toEqual({
      refundAmount: 99.99,
      sellerAmount: 0,
    });
    expect(settlement(99.99, 'release_to_seller', null)).toEqual({
      refundAmount: 0,
      sellerAmount: 99.99,
    });
    // 9999 cents, buyer 33 %: seller round(9999 * 67 / 100) = round(6699.33) = 6699 cents.
    expect(settlement(99.99, 'split', 33)).toEqual({ refundAmount: 33, sellerAmount: 66.99 });
    // 0.05 with half each: round(2.5) = 3 cents to the seller, 2 back; nothing is lost.
    const half = settlement(0.05, 'split', 50);
    expect(half).toEqual({ refundAmount: 0.02, sellerAmount: 0.03 });
  });

  it('a group total adds cents: fifty bookings of 0.10 are 5.00 exactly', () => {
    const bookings = Array.from({ length: 50 }, () => ({ totalAmount: 0.1, currency: 'EUR' }));
    expect(groupTotals(bookings)).toEqual({ total: 5, currency: 'EUR' });
    // The same sum in floating point is not 5.
    expect(bookings.reduce((sum, b) => sum + b.totalAmount, 0)).not.toBe(5);
  });
});

describe('funnel rates', () => {
  it('are fractions rounded to four decimals, null without a whole', () => {
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(2, 3)).toBe(0.6667);
    expect(rate(5, 0)).toBeNull();
    expect(
      conversionRates({
        views: 8,
        quotesReceived: 3,
        quotesAccepted: 2,
        orders: 2,
        completedOrders: 1,
      }),
    ).toEqual({
      viewToQuoteRate: 0.375,
      quoteAcceptanceRate: 0.6667,
      viewToOrderRate: 0.25,
      orderCompletionRate: 0.5,
    });
  });
});
