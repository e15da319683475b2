import type { Fetcher } from '@apollo/utils.fetcher';
import { verifySubgraphContext } from '../../lib/auth/subgraph-context';
import type { RequestContext } from '../../lib/context';
import { subgraphFetchDuration } from '../../lib/observability/metrics';
import { PlatformDataSource } from '../../gateway/data-source';
import { InflightQueries } from '../../gateway/inflight-queries';
import { EntityFetchScopes } from '../../gateway/entity-cache/fetch-scopes';
import type { CacheHints } from '../../gateway/entity-cache/hints';
import { platformFixture } from '../fixture';
import { createListing } from '../../subgraphs/marketplace/test/helpers';
import { context, fetchOf, heldFetcher } from './data-source-harness';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PlatformDataSource with in-flight deduplication', () => {
  it('sends identical reads of one caller once, and each request parses its own copy', async () => {
    const { sent, fetcher } = heldFetcher();
    const source = new PlatformDataSource(
      'http://subgraph/graphql',
      fetcher,
      [],
      new InflightQueries(),
    );
    const first = source.process(
      fetchOf('{ a }', context('u1', '00000000-0000-4000-8000-000000000001')),
    );
    const second = source.process(
      fetchOf('{ a }', context('u1', '00000000-0000-4000-8000-000000000002')),
    );
    await tick();
    expect(sent).toHaveLength(1);
    sent[0].release('{"data":{"a":{"n":1}}}');
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ data: { a: { n: 1 } } });
    expect(b).toEqual(a);
    expect(b.data).not.toBe(a.data);
    // Once answered, the same read is sent again.
    const third = source.process(
      fetchOf('{ a }', context('u1', '00000000-0000-4000-8000-000000000003')),
    );
    await tick();
    expect(sent).toHaveLength(2);
    sent[1].release('{"data":{"a":null}}');
    await third;
  });

  it('never shares a read between two callers, or between different texts', async () => {
    const { sent, fetcher } = heldFetcher();
    const source = new PlatformDataSource(
      'http://subgraph/graphql',
      fetcher,
      [],
      new InflightQueries(),
    );
    const answers = [
      source.process(fetchOf('{ a }', context('u1', '00000000-0000-4000-8000-000000000001'))),
      source.process(fetchOf('{ a }', context('u2', '00000000-0000-4000-8000-000000000002'))),
      source.process(fetchOf('{ b }', context('u1', '00000000-0000-4000-8000-000000000003'))),
    ];
    await tick();
    expect(sent).toHaveLength(3);
    expect(
      sent.map((s) => verifySubgraphContext(s.headers['x-platform-context']).caller!.id),
    ).toEqual(['u1', 'u2', 'u1']);
    sent.forEach((s, i) => s.release(`{"data":{"i":${i}}}`));
    expect((await Promise.all(answers)).map((a) => a.data)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);
  });

  it('sends every write, and a read after the caller’s write never joins a read from before it', async () => {
    const { sent, fetcher } = heldFetcher();
    const source = new PlatformDataSource(
      'http://subgraph/graphql',
      fetcher,
      [],
      new InflightQueries(),
    );
    const before = source.process(
      fetchOf('{ a }', context('u1', '00000000-0000-4000-8000-000000000001')),
    );
    const writes = [0, 1].map((i) =>
      source.process(
        fetchOf('mutation { b }', context('u1', `00000000-0000-4000-8000-00000000001${i}`)),
      ),
    );
    await tick();
    expect(sent).toHaveLength(3);
    sent[1].release('{"data":{"b":true}}');
    sent[2].release('{"data":{"b":true}}');
    await Promise.all(writes);
    const after = source.process(
      fetchOf('{ a }', context('u1', '00000000-0000-4000-8000-000000000002')),
    );
    await tick();
    expect(sent).toHaveLength(4);
    sent[0].release('{"data":{"a":"old"}}');
    sent[3].release('{"data":{"a":"new"}}');
    expect((await before).data).toEqual({ a: 'old' });
    expect((await after).data).toEqual({ a: 'new' });
  });

  it('sends every read when deduplication is off', async () => {
    const { sent, fetcher } = heldFetcher();
    const source = new PlatformDataSource('http://subgraph/graphql', fetcher);
    const answers = [1, 2].map((i) =>
      source.process(fetchOf('{ a }', context('u1', `00000000-0000-4000-8000-00000000000${i}`))),
    );
    await tick();
    expect(sent).toHaveLength(2);
    sent.forEach((s) => s.release('{"data":{"a":1}}'));
    await Promise.all(answers);
  });
});

// Entity fetches of fields hinted alike for a whole tenant (@cacheControl scope PUBLIC, the
// supergraph's hints: docs/entity-cache.md) are the one read callers may share.
describe('PlatformDataSource sharing hinted entity reads within a scope', () => {
  const HINTS: CacheHints = new Map([
    [
      'User',
      new Map([
        ['id', { maxAgeSeconds: 60, scope: 'PUBLIC' as const }],
        ['name', { maxAgeSeconds: 60, scope: 'PUBLIC' as const }],
        ['plan', { maxAgeSeconds: 60, scope: 'PRIVATE' as const }],
      ]),
    ],
  ]);
  const ENTITIES = (fields: string) =>
    `query($representations:[_Any!]!){_entities(representations:$representations){...on User{${fields}}}}`;
  const entityFetch = (fields: string, ctx: RequestContext) => {
    const options = fetchOf(ENTITIES(fields), ctx);
    options.request.variables = { representations: [{ __typename: 'User', id: 'u9' }] };
    return options;
  };
  const withTenant = (ctx: RequestContext, tenantId: string) => ({ ...ctx, tenantId });
  const source = (fetcher: Fetcher) =>
    new PlatformDataSource(
      'http://identity/graphql',
      fetcher,
      [],
      new InflightQueries(),
      undefined,
      new EntityFetchScopes(HINTS),
    );

  it('sends one fetch for callers of one tenant, and one per tenant', async () => {
    const { sent, fetcher } = heldFetcher();
    const identity = source(fetcher);
    const answers = [
      identity.process(
        entityFetch('id name', context('u1', '00000000-0000-4000-8000-000000000001')),
      ),
      identity.process(
        entityFetch('id name', context('u2', '00000000-0000-4000-8000-000000000002')),
      ),
      identity.process(
        entityFetch(
          'id name',
          withTenant(context('u3', '00000000-0000-4000-8000-000000000003'), 't2'),
        ),
      ),
    ];
    await tick();
    expect(sent).toHaveLength(2);
    expect(
      sent.map((s) => verifySubgraphContext(s.headers['x-platform-context']).tenantId),
    ).toEqual(['t1', 't2']);
    sent[0].release('{"data":{"_entities":[{"id":"u9","name":"Ann"}]}}');
    sent[1].release('{"data":{"_entities":[null]}}');
    expect((await Promise.all(answers)).map((a) => a.data)).toEqual([
      { _entities: [{ id: 'u9', name: 'Ann' }] },
      { _entities: [{ id: 'u9', name: 'Ann' }] },
      { _entities: [null] },
    ]);
  });

  it('keeps a fetch with a per-caller or unhinted field to its caller', async () => {
    const { sent, fetcher } = heldFetcher();
    const identity = source(fetcher);
    const answers = [
      identity.process(
        entityFetch('id plan', context('u1', '00000000-0000-4000-8000-000000000001')),
      ),
      identity.process(
        entityFetch('id plan', context('u2', '00000000-0000-4000-8000-000000000002')),
      ),
      identity.process(
        entityFetch('id email', context('u1', '00000000-0000-4000-8000-000000000003')),
      ),
      identity.process(
        entityFetch('id email', context('u2', '00000000-0000-4000-8000-000000000004')),
      ),
    ];
    await tick();
    expect(sent).toHaveLength(4);
    sent.forEach((s) => s.release('{"data":{"_entities":[null]}}'));
    await Promise.all(answers);
  });

  it('lets no read after a caller’s write join a shared read from before it', async () => {
    const { sent, fetcher } = heldFetcher();
    const identity = source(fetcher);
    const before = identity.process(
      entityFetch('id name', context('u2', '00000000-0000-4000-8000-000000000001')),
    );
    const write = identity.process(
      fetchOf('mutation { rename }', context('u1', '00000000-0000-4000-8000-000000000002')),
    );
    await tick();
    sent[1].release('{"data":{"rename":true}}');
    await write;
    const after = identity.process(
      entityFetch('id name', context('u1', '00000000-0000-4000-8000-000000000003')),
    );
    await tick();
    expect(sent).toHaveLength(3);
    sent[0].release('{"data":{"_entities":[{"id":"u9","name":"old"}]}}');
    sent[2].release('{"data":{"_entities":[{"id":"u9","name":"new"}]}}');
    expect((await before).data).toEqual({ _entities: [{ id: 'u9', name: 'old' }] });
    expect((await after).data).toEqual({ _entities: [{ id: 'u9', name: 'new' }] });
  });
});

describe('through the gateway', () => {
  // ownModules: the fetch counts are read from the metrics module the platform writes to.
  const { p, t } = platformFixture({ isolated: true, ownModules: true });

  async function identityFetches(): Promise<number> {
    const metric = await subgraphFetchDuration.get();
    return metric.values
      .filter((v) => v.metricName?.endsWith('_count') && v.labels.subgraph === 'identity')
      .reduce((sum, v) => sum + v.value, 0);
  }

  it('answers a burst of equal queries from one caller correctly, with fewer identity fetches than requests', async () => {
    const before = await identityFetches();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        p.graphql('{ me { id email } }', undefined, { token: t.user.token }),
      ),
    );
    for (const a of answers)
      expect(a.body).toEqual({ data: { me: { id: t.user.userId, email: t.user.email } } });
    const fetches = (await identityFetches()) - before;
    expect(fetches).toBeGreaterThanOrEqual(1);
    expect(fetches).toBeLessThan(40);
  });

  it('gives each of three callers in one burst their own answer', async () => {
    const callers = [t.user, t.organizer, t.admin];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        p.graphql('{ me { id email } }', undefined, { token: callers[i % 3].token }),
      ),
    );
    answers.forEach((a, i) =>
      expect(a.body.data.me).toEqual({ id: callers[i % 3].userId, email: callers[i % 3].email }),
    );
  });

  it('answers the seller of a join right for every caller while their identity reads are shared', async () => {
    const listing = await createListing(p, t.organizer.token);
    const callers = [t.organizer, t.admin];
    const before = await identityFetches();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        p.graphql('{ listings(limit: 50) { nodes { id seller { id name email } } } }', undefined, {
          token: callers[i % 2].token,
        }),
      ),
    );
    for (const a of answers) {
      const node = a.body.data.listings.nodes.find((n: { id: string }) => n.id === listing.id);
      expect(node.seller).toEqual({
        id: t.organizer.userId,
        name: expect.any(String),
        email: t.organizer.email,
      });
    }
    expect((await identityFetches()) - before).toBeLessThan(40);
  });
});
