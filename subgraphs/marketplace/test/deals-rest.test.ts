import { restData, restError } from '../../../test/answers';
import { platformFixture } from '../../../test/fixture';
import { activeListing, createListing, type Json } from './helpers';

const { p, t } = platformFixture();

const BASE = '/marketplace/v1';
const rest = (method: string, path: string, token?: string, body?: unknown) =>
  p.rest(method, `${BASE}${path}`, { token, body });

async function quoteOn(listingId: string, body: Json = {}): Promise<Json> {
  return restData(
    await rest('POST', '/quotes', t.user.token, {
      listingId,
      amount: 120,
      message: 'Hello',
      ...body,
    }),
    201,
    t,
  );
}

describe('REST quotes', () => {
  it('serves the whole quote lifecycle with the documented statuses', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const quote = await quoteOn(listing.id);
    expect(quote).toMatchObject({
      listingId: listing.id,
      responderId: t.user.userId,
      sellerId: t.organizer.userId,
      status: 'pending',
      amount: 120,
      history: [],
    });
    expect(quote).not.toHaveProperty('responder');
    expect(restData(await rest('GET', `/quotes/${quote.id}`, t.organizer.token), 200, t)).toEqual(
      quote,
    );
    expect(
      restData(await rest('PATCH', `/quotes/${quote.id}`, t.user.token, { amount: 130 }), 200, t),
    ).toMatchObject({ amount: 130 });
    const countered = restData(
      await rest('POST', `/quotes/${quote.id}/negotiate`, t.organizer.token, {
        amount: 150,
        message: 'Weekend',
      }),
      200,
      t,
    );
    expect(countered).toMatchObject({
      status: 'negotiating',
      amount: 150,
      history: [
        { amount: 150, message: 'Weekend', by: { role: 'seller', userId: t.organizer.userId } },
      ],
    });
    restData(
      await rest('POST', `/quotes/${quote.id}/negotiate`, t.user.token, {
        amount: 140,
        message: 'Deal at 140',
      }),
      200,
      t,
    );
    expect(
      restData(await rest('POST', `/quotes/${quote.id}/accept`, t.organizer.token), 200, t),
    ).toMatchObject({ status: 'accepted', amount: 140 });

    const second = await quoteOn(listing.id);
    expect(
      restData(
        await rest('POST', `/quotes/${second.id}/reject`, t.organizer.token, { reason: 'No' }),
        200,
        t,
      ),
    ).toMatchObject({ status: 'rejected', rejectionReason: 'No' });
    const third = await quoteOn(listing.id);
    expect(
      restData(await rest('POST', `/quotes/${third.id}/reject`, t.organizer.token), 200, t),
    ).toMatchObject({ status: 'rejected', rejectionReason: null });
    const fourth = await quoteOn(listing.id);
    expect(
      restData(await rest('POST', `/quotes/${fourth.id}/withdraw`, t.user.token), 200, t),
    ).toMatchObject({ status: 'withdrawn' });
  });

  it('lists the caller’s quotes and the seller’s view of a listing, paginated', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const ids = [(await quoteOn(listing.id)).id, (await quoteOn(listing.id)).id];
    const first = await rest(
      'GET',
      `/quotes?listingId=${listing.id}&limit=1&sortBy=createdAt&sortOrder=ASC`,
      t.user.token,
    );
    expect(restData(first, 200, t).map((q: Json) => q.id)).toEqual([ids[0]]);
    expect(first.body.page).toEqual({ next_cursor: expect.any(String), has_more: true, limit: 1 });
    const next = await rest(
      'GET',
      `/quotes?listingId=${listing.id}&limit=1&sortBy=createdAt&sortOrder=ASC&cursor=${first.body.page.next_cursor}`,
      t.user.token,
    );
    expect(restData(next, 200, t).map((q: Json) => q.id)).toEqual([ids[1]]);
    expect(next.body.page).toEqual({ next_cursor: null, has_more: false, limit: 1 });
    const view = await rest(
      'GET',
      `/listings/${listing.id}/quotes?status=pending&sortBy=amount`,
      t.organizer.token,
    );
    expect(
      restData(view, 200, t)
        .map((q: Json) => q.id)
        .sort(),
    ).toEqual([...ids].sort());
    restError(await rest('GET', `/listings/${listing.id}/quotes`, t.user.token), 403, 'FORBIDDEN');
    const draft = await createListing(p, t.organizer.token);
    restError(await rest('GET', `/listings/${draft.id}/quotes`, t.user.token), 404, 'NOT_FOUND');
  });

  // The quote moves list 400, 401 and 404 (docs/rest-contract.md): a party refused is 404 FORBIDDEN.
  it('answers 400 with details, 401 and 404 where documented', async () => {
    const listing = await activeListing(p, t.organizer.token);
    const invalid = restError(
      await rest('POST', '/quotes', t.user.token, {
        listingId: listing.id,
        amount: 'cheap',
        extra: 1,
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(invalid.details).toEqual(
      expect.arrayContaining([
        { field: 'amount', problem: expect.stringContaining('number') },
        { field: 'extra', problem: 'is not a known field' },
      ]),
    );
    restError(
      await rest('POST', '/quotes', undefined, { listingId: listing.id, amount: 1 }),
      401,
      'UNAUTHENTICATED',
    );
    restError(await rest('GET', '/quotes', undefined), 401, 'UNAUTHENTICATED');
    const quote = await quoteOn(listing.id);
    const noBody = restError(
      await rest('POST', `/quotes/${quote.id}/negotiate`, t.user.token),
      400,
      'VALIDATION_FAILED',
    );
    expect(noBody.details).toEqual([
      { field: 'amount', problem: 'is required' },
      { field: 'message', problem: 'is required' },
    ]);
    restError(await rest('POST', `/quotes/${quote.id}/accept`, t.user.token), 404, 'FORBIDDEN');
    restError(
      await rest('GET', '/quotes/00000000-0000-4000-8000-000000000000', t.user.token),
      404,
      'NOT_FOUND',
    );
    restError(await rest('POST', `/quotes/${quote.id}/withdraw`, t.admin.token), 404, 'FORBIDDEN');
    restData(await rest('POST', `/quotes/${quote.id}/withdraw`, t.user.token), 200, t);
    const state = restError(
      await rest('POST', `/quotes/${quote.id}/accept`, t.organizer.token),
      400,
      'INVALID_STATE',
    );
    expect(state.message).toBe('Cannot accept a quote that is withdrawn');
    const badList = restError(
      await rest('GET', '/quotes?status=lost&limit=500', t.user.token),
      400,
      'VALIDATION_FAILED',
    );
    expect(badList.details).toEqual(
      expect.arrayContaining([{ field: 'status', problem: 'is not an allowed value' }]),
    );
  });
});

describe('REST orders', () => {
  async function acceptedQuote(): Promise<Json> {
    const listing = await activeListing(p, t.organizer.token, { category: 'squad' });
    const quote = await quoteOn(listing.id, { amount: 75.25 });
    return restData(await rest('POST', `/quotes/${quote.id}/accept`, t.organizer.token), 200, t);
  }

  it('serves the whole order lifecycle with the documented statuses', async () => {
    const quote = await acceptedQuote();
    const order = restData(
      await rest('POST', '/orders', t.user.token, { quoteId: quote.id }),
      201,
      t,
    );
    expect(order).toMatchObject({
      quoteId: quote.id,
      buyerId: t.user.userId,
      sellerId: t.organizer.userId,
      category: 'squad',
      status: 'pending',
      totalAmount: 75.25,
    });
    // POST /orders lists no 409: a second order for the quote is 400 CONFLICT.
    restError(await rest('POST', '/orders', t.user.token, { quoteId: quote.id }), 400, 'CONFLICT');
    expect(restData(await rest('GET', `/orders/${order.id}`, t.organizer.token), 200, t)).toEqual(
      order,
    );
    expect(
      restData(
        await rest('POST', `/orders/${order.id}/status`, t.organizer.token, {
          status: 'confirmed',
        }),
        200,
        t,
      ).status,
    ).toBe('confirmed');
    expect(
      restData(
        await rest('POST', `/orders/${order.id}/status`, t.organizer.token, {
          status: 'in_progress',
        }),
        200,
        t,
      ).status,
    ).toBe('in_progress');
    const delivered = restData(
      await rest('POST', `/orders/${order.id}/deliver`, t.organizer.token, {
        note: 'Done',
        deliverables: ['report.pdf'],
      }),
      200,
      t,
    );
    expect(delivered).toMatchObject({
      status: 'delivered',
      deliveryNote: 'Done',
      deliverables: ['report.pdf'],
    });
    expect(
      restData(
        await rest('POST', `/orders/${order.id}/complete`, t.user.token, { rating: 5 }),
        200,
        t,
      ),
    ).toMatchObject({ status: 'completed', rating: 5 });

    const other = restData(
      await rest('POST', '/orders', t.user.token, { quoteId: (await acceptedQuote()).id }),
      201,
      t,
    );
    expect(
      restData(await rest('POST', `/orders/${other.id}/cancel`, t.organizer.token), 200, t),
    ).toMatchObject({ status: 'cancelled', cancelledBy: t.organizer.userId });
    const third = restData(
      await rest('POST', '/orders', t.user.token, { quoteId: (await acceptedQuote()).id }),
      201,
      t,
    );
    expect(
      restData(
        await rest('POST', `/orders/${third.id}/cancel`, t.user.token, { reason: 'Changed plans' }),
        200,
        t,
      ),
    ).toMatchObject({ cancellationReason: 'Changed plans' });

    const mine = await rest('GET', '/orders?category=squad&status=completed', t.user.token);
    expect(restData(mine, 200, t).map((o: Json) => o.id)).toEqual([order.id]);
    expect(mine.body.page).toEqual({ next_cursor: null, has_more: false, limit: 20 });
    const sold = await rest(
      'GET',
      '/orders/seller?sortBy=totalAmount&sortOrder=ASC&limit=2',
      t.organizer.token,
    );
    expect(restData(sold, 200, t)).toHaveLength(2);
    expect(sold.body.page.has_more).toBe(true);
    expect(restData(await rest('GET', '/orders/seller', t.user.token), 200, t)).toEqual([]);
  });

  it('answers 400, 401, 403 and 404 where documented', async () => {
    const quote = await acceptedQuote();
    restError(
      await rest('POST', '/orders', t.organizer.token, { quoteId: quote.id }),
      404,
      'FORBIDDEN',
    );
    restError(
      await rest('POST', '/orders', t.user.token, {
        quoteId: '00000000-0000-4000-8000-000000000000',
      }),
      404,
      'NOT_FOUND',
    );
    const missing = restError(
      await rest('POST', '/orders', t.user.token, {}),
      400,
      'VALIDATION_FAILED',
    );
    expect(missing.details).toEqual([{ field: 'quoteId', problem: 'is required' }]);
    const order = restData(
      await rest('POST', '/orders', t.user.token, { quoteId: quote.id }),
      201,
      t,
    );
    const noStatus = restError(
      await rest('POST', `/orders/${order.id}/status`, t.organizer.token),
      400,
      'VALIDATION_FAILED',
    );
    expect(noStatus.details).toEqual([{ field: 'status', problem: 'is required' }]);
    const longStatus = restError(
      await rest('POST', `/orders/${order.id}/status`, t.organizer.token, {
        status: 's'.repeat(51),
      }),
      400,
      'VALIDATION_FAILED',
    );
    expect(longStatus.details).toEqual([
      { field: 'status', problem: 'must be at most 50 characters' },
    ]);
    restError(
      await rest('POST', `/orders/${order.id}/status`, t.organizer.token, {
        status: 'in_progress',
      }),
      400,
      'INVALID_STATE',
    );
    restError(await rest('POST', `/orders/${order.id}/deliver`, t.user.token), 403, 'FORBIDDEN');
    restError(
      await rest('POST', `/orders/${order.id}/complete`, t.organizer.token),
      403,
      'FORBIDDEN',
    );
    restError(
      await rest('POST', `/orders/${order.id}/complete`, t.user.token),
      400,
      'INVALID_STATE',
    );
    restError(await rest('POST', `/orders/${order.id}/deliver`, undefined), 401, 'UNAUTHENTICATED');
    restError(
      await rest('GET', '/orders/00000000-0000-4000-8000-000000000000', t.user.token),
      404,
      'NOT_FOUND',
    );
    restError(await rest('GET', '/orders/not-an-id', t.user.token), 400, 'VALIDATION_FAILED');
    const badRating = restError(
      await rest('POST', `/orders/${order.id}/complete`, t.user.token, { rating: 2.5 }),
      400,
      'VALIDATION_FAILED',
    );
    expect(badRating.details).toEqual([{ field: 'rating', problem: 'must be a whole number' }]);
    expect((await rest('DELETE', `/orders/${order.id}`, t.user.token)).status).toBe(405);
  });
});
