import { gqlData } from '../../../test/answers';
import type { Role } from '../../../lib/auth/tokens';
import { startCountingSubgraph, type CountingSubgraph } from '../../../test/counting-subgraph';
import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { startMarketplaceSubgraph } from '../server';
import { orderIn } from './deals-helpers';
import { addMember, disputeDone, insertViews } from './disputes-helpers';
import { activeListing, type Json } from './helpers';

let partner: Session;
let subgraph: CountingSubgraph;

const { p, t, beforeStop } = platformFixture({ isolated: true });
beforeAll(async () => {
  partner = await addMember(p, t.admin, 'organizer');
  await activeListing(p, partner.token);
  subgraph = await startCountingSubgraph(p, startMarketplaceSubgraph);
});
beforeStop(() => subgraph.stop());

/** Runs a query on the counting subgraph as the gateway would; answers its data and query count. */
async function counted(
  session: Session,
  roles: Role[],
  query: string,
  variables: Json = {},
): Promise<[Json, number]> {
  subgraph.reset();
  const data = await subgraph.run(
    { tenantId: t.tenantId, userId: session.userId, email: session.email, roles },
    query,
    variables,
  );
  return [data, subgraph.queries()];
}

const asAdmin = (query: string, variables?: Json) => counted(t.admin, ['admin'], query, variables);

describe('query count does not grow with the number of items', () => {
  it('lists disputes with their evidence and orders in a constant number of queries', async () => {
    const LIST =
      '{ disputes(limit: 100) { nodes { id evidence { id submitter { id } } order { id status } } } }';
    const open = async () => {
      const { order } = await orderIn(p, { seller: t.organizer, buyer: t.user }, 'delivered');
      await disputeDone(p, t.user.token, 'createDispute', {
        input: {
          orderId: order.id,
          reason: 'x',
          evidence: [
            { kind: 'text', text: 'a' },
            { kind: 'text', text: 'b' },
          ],
        },
      });
    };
    await open();
    const [few, fewQueries] = await asAdmin(LIST);
    for (let i = 0; i < 4; i++) await open();
    const [many, manyQueries] = await asAdmin(LIST);
    expect([few.disputes.nodes.length, many.disputes.nodes.length]).toEqual([1, 5]);
    expect(
      many.disputes.nodes.every(
        (d: Json) => d.evidence.length === 2 && d.order.status === 'disputed',
      ),
    ).toBe(true);
    expect(manyQueries).toBe(fewQueries);
    expect(manyQueries).toBe(3);
  });

  it('lists collaborations with their listings in a constant number of queries', async () => {
    const LIST =
      '{ collaborations(limit: 100) { nodes { id listing { id } partnerListing { id } } } }';
    const propose = async () => {
      const listing = await activeListing(p, t.organizer.token);
      const res = await p.graphql(
        'mutation($input: CreateCollaborationInput!) { createCollaboration(input: $input) { id } }',
        { input: { partnerId: partner.userId, listingId: listing.id } },
        { token: t.organizer.token },
      );
      gqlData(res);
    };
    await propose();
    const [, fewQueries] = await counted(t.organizer, ['organizer'], LIST);
    for (let i = 0; i < 4; i++) await propose();
    const [many, manyQueries] = await counted(t.organizer, ['organizer'], LIST);
    expect(many.collaborations.nodes.length).toBe(5);
    expect(manyQueries).toBe(fewQueries);
  });

  it('answers each analytics request with a fixed number of queries, whatever the data', async () => {
    const listing = await activeListing(p, t.organizer.token, { category: 'cortex' });
    const requests: [string, Json][] = [
      [
        'query($id: ID!) { listingAnalytics(listingId: $id) { views revenue dailyViews { date } listing { id } } }',
        { id: listing.id },
      ],
      [
        'query($id: ID!) { sellerAnalytics(sellerId: $id) { views revenue seller { id } } }',
        { id: t.organizer.userId },
      ],
      [
        '{ laneAnalytics(category: cortex) { views revenue topSellers { sellerId seller { id } } } }',
        {},
      ],
      ['{ topListings(category: cortex, limit: 100) { listingId listing { id } } }', {}],
      [
        '{ topListings(category: cortex, limit: 100, startDate: "2000-01-01") { listingId listing { id } } }',
        {},
      ],
    ];
    const before: number[] = [];
    for (const [query, variables] of requests) before.push((await asAdmin(query, variables))[1]);
    for (let i = 0; i < 8; i++) {
      const more = await activeListing(p, t.organizer.token, { category: 'cortex' });
      await insertViews(p, t.tenantId, more.id, [{ viewerId: t.user.userId, at: new Date() }]);
    }
    await insertViews(
      p,
      t.tenantId,
      listing.id,
      Array.from({ length: 20 }, (_, i) => ({
        viewerId: t.user.userId,
        at: new Date(Date.now() - i * 86_400_000),
      })),
    );
    const after: number[] = [];
    for (const [query, variables] of requests) after.push((await asAdmin(query, variables))[1]);
    expect(after).toEqual(before);
    expect(before).toEqual([3, 1, 2, 2, 2]);
  });
});
