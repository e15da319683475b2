import { codeAndStatus, gqlData } from '../../../test/answers';
import type { Session, TenantFixture } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { createQuote, getOrder, getQuote, mutate, orderIn } from './deals-helpers';
import { activeListing, type Json } from './helpers';

let b: TenantFixture;

const { p, t: a } = platformFixture();
beforeAll(async () => {
  b = await p.newTenant();
});

/** Every read and move of a quote and an order, as `session`; each must answer 404. */
async function expectAllNotFound(session: Session, quote: Json, order: Json): Promise<void> {
  const { token } = session;
  expect(codeAndStatus(await getQuote(p, token, quote.id))).toEqual(['NOT_FOUND', 404]);
  expect(codeAndStatus(await getOrder(p, token, order.id))).toEqual(['NOT_FOUND', 404]);
  const quoteMoves: [string, Json?][] = [
    ['updateQuote', { amount: 1 }],
    ['withdrawQuote'],
    ['acceptQuote'],
    ['rejectQuote', { reason: 'x' }],
    ['negotiateQuote', { amount: 1, message: 'x' }],
  ];
  for (const [field, input] of quoteMoves) {
    expect(
      codeAndStatus(await mutate(p, token, field, { id: quote.id, ...(input ? { input } : {}) })),
    ).toEqual(['NOT_FOUND', 404]);
  }
  const orderMoves: [string, Json?][] = [
    ['updateOrderStatus', { status: 'confirmed' }],
    ['deliverOrder'],
    ['completeOrder', { rating: 5 }],
    ['cancelOrder'],
  ];
  for (const [field, input] of orderMoves) {
    expect(
      codeAndStatus(await mutate(p, token, field, { id: order.id, ...(input ? { input } : {}) })),
    ).toEqual(['NOT_FOUND', 404]);
  }
  expect(
    codeAndStatus(await mutate(p, token, 'createOrder', { input: { quoteId: quote.id } })),
  ).toEqual(['NOT_FOUND', 404]);
}

describe('quotes and orders across tenants', () => {
  it('are invisible and immovable for every member of another tenant (404 everywhere)', async () => {
    const { quote, order } = await orderIn(p, { seller: a.organizer, buyer: a.user }, 'pending');
    const open = await createQuote(p, a.user.token, (await activeListing(p, a.organizer.token)).id);
    for (const session of [b.admin, b.organizer, b.user])
      await expectAllNotFound(session, open, order);
    const listingQuotes = await p.graphql(
      'query($id: ID!) { listingQuotes(listingId: $id) { nodes { id } } }',
      { id: quote.listingId },
      { token: b.admin.token },
    );
    expect(codeAndStatus(listingQuotes)).toEqual(['NOT_FOUND', 404]);
    expect(
      codeAndStatus(
        await mutate(p, b.user.token, 'createQuote', {
          input: { listingId: quote.listingId, amount: 5 },
        }),
      ),
    ).toEqual(['NOT_FOUND', 404]);
    const stored = await p.prisma.quote.findUniqueOrThrow({ where: { id: open.id } });
    expect([stored.status, stored.amount.toNumber(), stored.version]).toEqual(['pending', 250, 0]);
    expect((await p.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      'pending',
    );
  });

  it('never appear in another tenant’s lists', async () => {
    await orderIn(p, { seller: a.organizer, buyer: a.user }, 'confirmed');
    const own = await orderIn(p, { seller: b.organizer, buyer: b.user }, 'pending');
    const lists = `{ quotes(limit: 100) { nodes { id } } orders(limit: 100) { nodes { id } } sellerOrders(limit: 100) { nodes { id } } }`;
    const asBuyer = gqlData(await p.graphql(lists, undefined, { token: b.user.token }));
    expect(asBuyer.quotes.nodes).toEqual([{ id: own.quote.id }]);
    expect(asBuyer.orders.nodes).toEqual([{ id: own.order.id }]);
    const asSeller = gqlData(await p.graphql(lists, undefined, { token: b.organizer.token }));
    expect(asSeller.sellerOrders.nodes).toEqual([{ id: own.order.id }]);
    const asAdmin = gqlData(await p.graphql(lists, undefined, { token: b.admin.token }));
    expect([asAdmin.quotes.nodes, asAdmin.orders.nodes, asAdmin.sellerOrders.nodes]).toEqual([
      [],
      [],
      [],
    ]);
  });
});

describe('within a tenant', () => {
  it('hides a deal from members who are no party of it (404), while its admin may read it', async () => {
    // The admin sells, the organizer buys: the plain user is a stranger to this deal.
    const { quote, order } = await orderIn(p, { seller: a.admin, buyer: a.organizer }, 'pending');
    const open = await createQuote(p, a.organizer.token, quote.listingId);
    await expectAllNotFound(a.user, open, order);
    expect(gqlData(await getOrder(p, a.admin.token, order.id)).order.id).toBe(order.id);
  });
});
