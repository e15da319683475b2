import { randomUUID } from 'node:crypto';
import { startCountingSubgraph, type CountingSubgraph } from '../../../test/counting-subgraph';
import { platformFixture } from '../../../test/fixture';
import { startMarketplaceSubgraph } from '../server';
import { activeListing, type Json } from './helpers';

let subgraph: CountingSubgraph;

/** 120 accepted quotes of the user on five listings (each with two counter-offers) and an order of each. */
async function seedDeals(): Promise<{ quoteIds: string[]; orderIds: string[] }> {
  const listings: Json[] = [];
  for (let i = 0; i < 5; i++) listings.push(await activeListing(p, t.organizer.token));
  const quoteIds: string[] = [];
  const orderIds: string[] = [];
  const base = Date.now() - 3_600_000;
  for (let i = 0; i < 120; i++) {
    const listing = listings[i % listings.length];
    const quoteId = randomUUID();
    const orderId = randomUUID();
    quoteIds.push(quoteId);
    orderIds.push(orderId);
    const createdAt = new Date(base + i * 1000);
    await p.prisma.quote.create({
      data: {
        id: quoteId,
        tenantId: t.tenantId,
        listingId: listing.id,
        responderId: t.user.userId,
        sellerId: t.organizer.userId,
        status: 'accepted',
        amount: 100 + i,
        currency: 'USD',
        validUntil: new Date(base + 86_400_000),
        version: 2,
        acceptedAt: createdAt,
        createdAt,
        offers: {
          create: [
            {
              tenantId: t.tenantId,
              amount: 90 + i,
              message: 'lower?',
              byRole: 'seller',
              byUserId: t.organizer.userId,
              version: 1,
            },
            {
              tenantId: t.tenantId,
              amount: 100 + i,
              message: 'deal',
              byRole: 'responder',
              byUserId: t.user.userId,
              version: 2,
            },
          ],
        },
      },
    });
    await p.prisma.order.create({
      data: {
        id: orderId,
        tenantId: t.tenantId,
        quoteId,
        listingId: listing.id,
        buyerId: t.user.userId,
        sellerId: t.organizer.userId,
        category: listing.category,
        totalAmount: 100 + i,
        currency: 'USD',
        createdAt,
      },
    });
  }
  return { quoteIds, orderIds };
}

let seeded: { quoteIds: string[]; orderIds: string[] };

const { p, t, beforeStop } = platformFixture({ isolated: true });
beforeAll(async () => {
  seeded = await seedDeals();
  subgraph = await startCountingSubgraph(p, startMarketplaceSubgraph);
}, 60_000);
beforeStop(() => subgraph.stop());

/** Runs a query on the subgraph as the gateway would, as `caller`; answers data and the query count. */
async function run(
  caller: { userId: string; email: string },
  query: string,
  variables: Json = {},
): Promise<[Json, number]> {
  subgraph.reset();
  const data = await subgraph.run(
    { tenantId: t.tenantId, userId: caller.userId, email: caller.email, roles: ['user'] },
    query,
    variables,
  );
  return [data, subgraph.queries()];
}

const ORDER_PAGE = `query($limit: Int) { FIELD(limit: $limit) { nodes {
  id listing { id title } buyer { id } seller { id } quote { id status amount history { amount by { role } } order { id } }
} } }`;

describe('query count does not grow with the number of deals', () => {
  it.each(['orders', 'sellerOrders'])(
    '%s: 100 orders with listing, parties and quote cost what 10 do',
    async (field) => {
      const caller = field === 'orders' ? t.user : t.organizer;
      const query = ORDER_PAGE.replace('FIELD', field);
      const [few, fewQueries] = await run(caller, query, { limit: 10 });
      const [many, manyQueries] = await run(caller, query, { limit: 100 });
      expect(few[field].nodes).toHaveLength(10);
      expect(many[field].nodes).toHaveLength(100);
      expect(manyQueries).toBe(fewQueries);
      // The page, its listings, its quotes, their counter-offers, and the quotes' orders.
      expect(manyQueries).toBe(5);
      const sample = many[field].nodes[0];
      expect(sample.quote.history.map((h: Json) => h.by.role)).toEqual(['seller', 'responder']);
      expect(sample.quote.order).toEqual({ id: sample.id });
    },
  );

  it('quotes: 100 quotes with listing, parties, history and order cost what 10 do', async () => {
    const query =
      'query($limit: Int) { quotes(limit: $limit) { nodes { id listing { id } responder { id } seller { id } history { amount } order { id status } } } }';
    const [, fewQueries] = await run(t.user, query, { limit: 10 });
    const [many, manyQueries] = await run(t.user, query, { limit: 100 });
    expect(many.quotes.nodes).toHaveLength(100);
    expect([fewQueries, manyQueries]).toEqual([4, 4]);
  });

  it('resolves any number of quote and order references with one query per type', async () => {
    const query = `query($representations: [_Any!]!) {
      _entities(representations: $representations) { ... on Quote { id quoteStatus: status } ... on Order { id orderStatus: status } }
    }`;
    const representations = (ids: string[], typename: string) =>
      ids.map((id) => ({ __typename: typename, id }));
    const unknown = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
    const [few, fewQueries] = await run(t.user, query, {
      representations: representations(seeded.quoteIds.slice(0, 2), 'Quote'),
    });
    expect(few._entities).toHaveLength(2);
    const [many, manyQueries] = await run(t.user, query, {
      representations: [
        ...representations([...seeded.quoteIds, ...unknown], 'Quote'),
        ...representations([...seeded.orderIds, ...unknown], 'Order'),
      ],
    });
    expect([fewQueries, manyQueries]).toEqual([1, 2]);
    expect(many._entities.slice(0, 120).every((q: Json) => q.quoteStatus === 'accepted')).toBe(
      true,
    );
    expect(many._entities.slice(120, 122)).toEqual([null, null]);
    expect(many._entities.slice(122, 242).every((o: Json) => o.orderStatus === 'pending')).toBe(
      true,
    );
    // A member who is no party of these deals gets nulls, as for ids that never existed.
    const [hidden] = await run(t.admin, query, {
      representations: representations(seeded.orderIds.slice(0, 3), 'Order'),
    });
    expect(hidden._entities).toEqual([null, null, null]);
  });
});
