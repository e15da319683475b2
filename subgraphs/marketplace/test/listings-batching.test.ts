import { request } from 'undici';
import { CONTEXT_HEADER, signSubgraphContext, type RequestContext } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { RunningService } from '../../../lib/subgraph/server';
import { startTestPlatform, type TenantFixture, type TestPlatform } from '../../../test/harness';
import { startMarketplaceSubgraph } from '../server';
import { activeListing, createListing, type Json } from './helpers';

let p: TestPlatform;
let t: TenantFixture;
let subgraph: RunningService;
let queries = 0;

/** The platform's client, counting every model call and raw query that reaches the database. */
function countingPrisma(prisma: PrismaClient): PrismaClient {
  const count = <F extends (...args: unknown[]) => unknown>(fn: F, self: unknown) => (...args: unknown[]) => {
    queries += 1;
    return fn.apply(self, args);
  };
  return new Proxy(prisma, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop === 'listing' || prop === 'listingView') {
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
  // A second marketplace subgraph on the same database, so its database calls can be counted.
  subgraph = await startMarketplaceSubgraph({ prisma: countingPrisma(p.prisma), port: 0, storage: p.storage, events: p.platform.events, peers: {} });
});
afterAll(async () => {
  await subgraph.stop();
  await p.stop();
});

/** Runs a query on the subgraph as the gateway would, as the tenant's plain user. */
async function asUser(query: string, variables: Json): Promise<Json> {
  const context: RequestContext = {
    requestId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    traceId: '3f2504e04f8941d39a0c0305e82c3301',
    tenantId: t.tenantId,
    caller: { id: t.user.userId, email: t.user.email, roles: ['user'], planTier: 'free' },
  };
  const res = await request(subgraph.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTEXT_HEADER]: signSubgraphContext(context) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.body.json()) as Json;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const ENTITIES = `query($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on Listing { id title seller { id } } }
}`;

describe('query count does not grow with the number of listings', () => {
  it('resolves any number of listing references with one database query', async () => {
    const active = [];
    for (let i = 0; i < 30; i++) active.push(await activeListing(p, t.organizer.token));
    const draft = await createListing(p, t.organizer.token);
    const ids = [...active.map((l) => l.id), draft.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
    const representations = (list: string[]) => list.map((id) => ({ __typename: 'Listing', id }));

    queries = 0;
    const few = await asUser(ENTITIES, { representations: representations(ids.slice(0, 2)) });
    expect(few._entities).toHaveLength(2);
    expect(queries).toBe(1);

    queries = 0;
    const many = await asUser(ENTITIES, { representations: representations(ids) });
    expect(queries).toBe(1);
    expect(many._entities.slice(0, 30)).toEqual(active.map((l) => ({ id: l.id, title: l.title, seller: { id: t.organizer.userId } })));
    // The user may not see the draft; it resolves like the unknown ids: null.
    expect(many._entities.slice(30)).toEqual([null, null, null]);
  });

  it('lists listings with their sellers in one query', async () => {
    queries = 0;
    const data = await asUser('{ listings(limit: 100) { nodes { id seller { id } } } }', {});
    expect(data.listings.nodes.length).toBeGreaterThanOrEqual(30);
    expect(queries).toBe(1);
  });
});
