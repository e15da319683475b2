import { request } from 'undici';
import type { Role } from '../../../lib/auth/tokens';
import { CONTEXT_HEADER, signSubgraphContext, type RequestContext } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { RunningService } from '../../../lib/subgraph/server';
import { startTestPlatform, type Session, type TenantFixture, type TestPlatform } from '../../../test/harness';
import { startMarketplaceSubgraph } from '../server';
import { orderIn } from './deals-helpers';
import { addMember, disputeDone, insertViews } from './disputes-helpers';
import { activeListing, dataOf, type Json } from './helpers';

let p: TestPlatform;
let t: TenantFixture;
let partner: Session;
let subgraph: RunningService;
let queries = 0;

const MODELS = new Set(['listing', 'listingView', 'quote', 'order', 'dispute', 'disputeEvidence', 'collaboration']);

/** The platform's client, counting every model call and raw query that reaches the database. */
function countingPrisma(prisma: PrismaClient): PrismaClient {
  const count = <F extends (...args: unknown[]) => unknown>(fn: F, self: unknown) => (...args: unknown[]) => {
    queries += 1;
    return fn.apply(self, args);
  };
  return new Proxy(prisma, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (typeof prop === 'string' && MODELS.has(prop)) {
        return new Proxy(value, { get: (model, method) => (typeof model[method] === 'function' ? count(model[method], model) : model[method]) });
      }
      if (typeof prop === 'string' && /^\$(query|execute)Raw/.test(prop)) return count(value, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  p = await startTestPlatform();
  t = await p.newTenant();
  partner = await addMember(p, t.admin, 'organizer');
  await activeListing(p, partner.token);
  // A second marketplace subgraph on the same database, so its database calls can be counted.
  subgraph = await startMarketplaceSubgraph({ prisma: countingPrisma(p.prisma), port: 0, storage: p.storage, events: p.platform.events, peers: {} });
});
afterAll(async () => {
  await subgraph.stop();
  await p.stop();
});

/** Runs a query on the counting subgraph as the gateway would; answers its data and query count. */
async function counted(session: Session, roles: Role[], query: string, variables: Json = {}): Promise<[Json, number]> {
  const context: RequestContext = {
    requestId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    traceId: '3f2504e04f8941d39a0c0305e82c3301',
    tenantId: t.tenantId,
    caller: { id: session.userId, email: session.email, roles, planTier: 'free' },
  };
  queries = 0;
  const res = await request(subgraph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: signSubgraphContext(context) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.body.json()) as Json;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return [body.data, queries];
}

const asAdmin = (query: string, variables?: Json) => counted(t.admin, ['admin'], query, variables);

describe('query count does not grow with the number of items', () => {
  it('lists disputes with their evidence and orders in a constant number of queries', async () => {
    const LIST = '{ disputes(limit: 100) { nodes { id evidence { id submitter { id } } order { id status } } } }';
    const open = async () => {
      const { order } = await orderIn(p, { seller: t.organizer, buyer: t.user }, 'delivered');
      await disputeDone(p, t.user.token, 'createDispute', { input: { orderId: order.id, reason: 'x', evidence: [{ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' }] } });
    };
    await open();
    const [few, fewQueries] = await asAdmin(LIST);
    for (let i = 0; i < 4; i++) await open();
    const [many, manyQueries] = await asAdmin(LIST);
    expect([few.disputes.nodes.length, many.disputes.nodes.length]).toEqual([1, 5]);
    expect(many.disputes.nodes.every((d: Json) => d.evidence.length === 2 && d.order.status === 'disputed')).toBe(true);
    expect(manyQueries).toBe(fewQueries);
    expect(manyQueries).toBe(3);
  });

  it('lists collaborations with their listings in a constant number of queries', async () => {
    const LIST = '{ collaborations(limit: 100) { nodes { id listing { id } partnerListing { id } } } }';
    const propose = async () => {
      const listing = await activeListing(p, t.organizer.token);
      const res = await p.graphql('mutation($input: CreateCollaborationInput!) { createCollaboration(input: $input) { id } }', { input: { partnerId: partner.userId, listingId: listing.id } }, { token: t.organizer.token });
      dataOf(res);
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
      ['query($id: ID!) { listingAnalytics(listingId: $id) { views revenue dailyViews { date } listing { id } } }', { id: listing.id }],
      ['query($id: ID!) { sellerAnalytics(sellerId: $id) { views revenue seller { id } } }', { id: t.organizer.userId }],
      ['{ laneAnalytics(category: cortex) { views revenue topSellers { sellerId seller { id } } } }', {}],
      ['{ topListings(category: cortex, limit: 100) { listingId listing { id } } }', {}],
      ['{ topListings(category: cortex, limit: 100, startDate: "2000-01-01") { listingId listing { id } } }', {}],
    ];
    const before: number[] = [];
    for (const [query, variables] of requests) before.push((await asAdmin(query, variables))[1]);
    for (let i = 0; i < 8; i++) {
      const more = await activeListing(p, t.organizer.token, { category: 'cortex' });
      await insertViews(p, t.tenantId, more.id, [{ viewerId: t.user.userId, at: new Date() }]);
    }
    await insertViews(p, t.tenantId, listing.id, Array.from({ length: 20 }, (_, i) => ({ viewerId: t.user.userId, at: new Date(Date.now() - i * 86_400_000) })));
    const after: number[] = [];
    for (const [query, variables] of requests) after.push((await asAdmin(query, variables))[1]);
    expect(after).toEqual(before);
    expect(before).toEqual([3, 1, 2, 2, 2]);
  });
});
