import { queryData, restData } from '../../../test/answers';
import type { Role } from '../../../lib/auth/tokens';
import { startCountingSubgraph, type CountingSubgraph } from '../../../test/counting-subgraph';
import { platformFixture } from '../../../test/fixture';
import { startMarketplaceSubgraph } from '../server';
import { addSeller, inDays, listingIn, rest } from './groups-helpers';
import type { Json } from './helpers';

let subgraph: CountingSubgraph;

const { p, t, beforeStop } = platformFixture({ isolated: true });
beforeAll(async () => {
  subgraph = await startCountingSubgraph(p, startMarketplaceSubgraph);
});
beforeStop(() => subgraph.stop());

/** Runs a query on the counting subgraph as the gateway would; answers the data and the query count. */
async function counting(
  caller: { userId: string; roles: Role[] },
  query: string,
  variables: Json = {},
): Promise<{ data: Json; queries: number }> {
  subgraph.reset();
  const data = await subgraph.run(
    { tenantId: t.tenantId, userId: caller.userId, email: 'x@example.test', roles: caller.roles },
    query,
    variables,
  );
  return { data, queries: subgraph.queries() };
}

describe('database queries do not grow with the number of items', () => {
  it('ranks any number of matching sellers and their best listings in a fixed number of queries', async () => {
    const rfp = restData(
      await rest(p, 'POST', '/rfps', t.user.token, {
        title: 'Venue',
        category: 'portico',
        budgetMin: 1,
        budgetMax: 1000,
        deadline: inDays(5),
      }),
      201,
    );
    const buyer = { userId: t.user.userId, roles: ['user'] as Role[] };
    const query =
      'query($id: ID!) { rfpMatches(id: $id) { nodes { score seller { id } bestListing { id title } } } }';
    await listingIn(p, (await addSeller(p, t, 'm1')).token, 'portico');
    const one = await counting(buyer, query, { id: rfp.id });
    for (let i = 0; i < 3; i++)
      await listingIn(p, (await addSeller(p, t, `m${i + 2}`)).token, 'portico');
    const four = await counting(buyer, query, { id: rfp.id });
    expect(one.data.rfpMatches.nodes).toHaveLength(1);
    expect(four.data.rfpMatches.nodes).toHaveLength(4);
    expect(four.queries).toBe(one.queries);
    // The RFP (one), the ranking (one) and the best listings (one batch).
    expect(four.queries).toBe(3);
  });

  it('lists AI assets with their listings, bookings with their slots and the RFP inbox in fixed numbers of queries', async () => {
    const seller = await addSeller(p, t, 'batcher');
    const sellerCaller = { userId: seller.userId, roles: ['organizer'] as Role[] };
    const assets = 'query($l: ID) { aiAssets(sellerId: $l) { nodes { id listing { id } } } }';
    const bookings = 'query { mySlotBookings { nodes { id slot { id available } } } }';
    const inbox = 'query { rfpsForMe { nodes { id } } }';
    const counts: number[][] = [];
    for (let round = 0; round < 2; round++) {
      const cortex = await listingIn(p, seller.token, 'cortex');
      await rest(p, 'POST', '/ai-assets', seller.token, {
        listingId: cortex.id,
        kind: 'prompt',
        name: `P${round}`,
        license: 'MIT',
        price: 1,
      });
      const poper = await listingIn(p, t.organizer.token, 'poper');
      const slot = restData(
        await rest(p, 'POST', '/exhibitor-slots', t.organizer.token, {
          listingId: poper.id,
          name: 'S',
          startsAt: inDays(3),
          endsAt: inDays(4),
          capacity: 5,
        }),
        201,
      );
      restData(await rest(p, 'POST', `/exhibitor-slots/${slot.id}/bookings`, seller.token), 201);
      await listingIn(p, seller.token, 'vendora');
      restData(
        await rest(p, 'POST', '/rfps', t.user.token, {
          title: `Supplies ${round}`,
          category: 'vendora',
          budgetMin: 1,
          budgetMax: 10,
          deadline: inDays(5),
        }),
        201,
      );
      const a = await counting(sellerCaller, assets, { l: seller.userId });
      const b = await counting(sellerCaller, bookings);
      const c = await counting(sellerCaller, inbox);
      expect([
        a.data.aiAssets.nodes.length,
        b.data.mySlotBookings.nodes.length,
        c.data.rfpsForMe.nodes.length,
      ]).toEqual([round + 1, round + 1, round + 1]);
      counts.push([a.queries, b.queries, c.queries]);
    }
    expect(counts[1]).toEqual(counts[0]);
    expect(counts[0]).toEqual([2, 2, 1]);
  });

  it('loads the RFP and listing of every answer in batches', async () => {
    const rfp = restData(
      await rest(p, 'POST', '/rfps', t.user.token, {
        title: 'Staff',
        category: 'squad',
        budgetMin: 1,
        budgetMax: 1000,
        deadline: inDays(5),
      }),
      201,
    );
    const query =
      'query($id: ID!) { rfpAnswers(rfpId: $id) { nodes { id rfp { id } listing { id } } } }';
    const buyer = { userId: t.user.userId, roles: ['user'] as Role[] };
    const counts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const seller = await addSeller(p, t, `squad${i}`);
      const listing = await listingIn(p, seller.token, 'squad');
      restData(
        await rest(p, 'POST', `/rfps/${rfp.id}/answers`, seller.token, {
          listingId: listing.id,
          amount: 10,
        }),
        201,
      );
      const run = await counting(buyer, query, { id: rfp.id });
      expect(run.data.rfpAnswers.nodes).toHaveLength(i + 1);
      counts.push(run.queries);
    }
    expect(new Set(counts).size).toBe(1);
    expect((await queryData(p, t.user.token, query, { id: rfp.id })).rfpAnswers.nodes).toHaveLength(
      3,
    );
  });
});
