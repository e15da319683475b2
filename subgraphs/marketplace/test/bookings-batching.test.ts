import { request } from 'undici';
import { CONTEXT_HEADER, signSubgraphContext, type RequestContext } from '../../../lib/context';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { RunningService } from '../../../lib/subgraph/server';
import { startTestPlatform, type TenantFixture, type TestPlatform } from '../../../test/harness';
import { startMarketplaceSubgraph } from '../server';
import { activeListing, type Json } from './helpers';
import { createBooking } from './bookings-helpers';

let p: TestPlatform;
let t: TenantFixture;
let other: TenantFixture;
let subgraph: RunningService;
let queries = 0;

/** The platform's client, counting every booking and listing call that reaches the database. */
function countingPrisma(prisma: PrismaClient): PrismaClient {
  return new Proxy(prisma, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop === 'listing' || prop === 'booking') {
        return new Proxy(value, {
          get: (model, method) => {
            const fn = model[method];
            if (typeof fn !== 'function') return fn;
            return (...args: unknown[]) => {
              queries += 1;
              return fn.apply(model, args);
            };
          },
        });
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  p = await startTestPlatform();
  t = await p.newTenant();
  other = await p.newTenant();
  // A second marketplace subgraph on the same database, so its database calls can be counted.
  subgraph = await startMarketplaceSubgraph({ prisma: countingPrisma(p.prisma), port: 0, storage: p.storage, events: p.platform.events, peers: {} });
});
afterAll(async () => {
  await subgraph.stop();
  await p.stop();
});

/** Runs a query on the subgraph as the gateway would, as a tenant's admin. */
async function asAdmin(tenant: TenantFixture, query: string, variables: Json = {}): Promise<Json> {
  const context: RequestContext = {
    requestId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    traceId: '3f2504e04f8941d39a0c0305e82c3301',
    tenantId: tenant.tenantId,
    caller: { id: tenant.admin.userId, email: tenant.admin.email, roles: ['admin'], planTier: 'free' },
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

const ENTITIES = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on Booking { id listing { id } } } }';

describe('query count does not grow with the number of bookings', () => {
  let ids: string[];
  beforeAll(async () => {
    const listings = [await activeListing(p, t.organizer.token), await activeListing(p, t.organizer.token)];
    ids = [];
    for (let i = 0; i < 12; i++) ids.push((await createBooking(p, t.user.token, listings[i % 2].id)).id);
  });

  it('resolves booking references with their listings in two queries, whatever their number', async () => {
    const refs = (list: string[]) => list.map((id) => ({ __typename: 'Booking', id }));
    queries = 0;
    expect((await asAdmin(t, ENTITIES, { r: refs(ids.slice(0, 2)) }))._entities).toHaveLength(2);
    expect(queries).toBe(2);
    queries = 0;
    const all = await asAdmin(t, ENTITIES, { r: refs([...ids, 'not-a-uuid']) });
    expect(queries).toBe(2);
    expect(all._entities.slice(0, 12).map((b: Json) => b.id)).toEqual(ids);
    expect(all._entities[12]).toBeNull();
  });

  it('lists bookings with their listings in two queries', async () => {
    queries = 0;
    const data = await asAdmin(t, '{ bookings(limit: 100) { nodes { id listing { id } buyer { id } } } }');
    expect(data.bookings.nodes).toHaveLength(12);
    expect(queries).toBe(2);
  });

  it('resolves another tenant booking reference to null', async () => {
    expect((await asAdmin(other, ENTITIES, { r: [{ __typename: 'Booking', id: ids[0] }] }))._entities).toEqual([null]);
  });
});
