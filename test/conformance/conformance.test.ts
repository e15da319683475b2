import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import type { Json } from '../answers';
import { platformFixture } from '../fixture';
import type { HttpAnswer, Session, TenantFixture } from '../harness';
import { ROWS, type SubgraphRow } from './subgraphs';

/*
 * What every subgraph answers alike through the gateway, one row per subgraph
 * (test/conformance/subgraphs.ts): health, the refusal of a missing or bad token, tenant isolation,
 * pagination, the envelope of a success and of an error, and an unknown id
 * (docs/rest-contract.md, docs/conventions.md "Pagination", docs/api/README.md "The envelope").
 */
jest.setTimeout(120_000);

const { p, t } = platformFixture({ isolated: true });

/** Per row: its caller in each tenant and the ids of three entities made in the first. */
interface Made {
  mine: Session;
  theirs: Session;
  ids: string[];
}
const made = new Map<string, Made>();
let other: TenantFixture;

beforeAll(async () => {
  other = await p.newTenant();
  for (const row of ROWS) {
    const [mine, theirs] = [await row.caller(p, t), await row.caller(p, other)];
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await row.create(p, mine, t));
    made.set(row.service, { mine, theirs, ids });
  }
}, 300_000);

const of = (row: SubgraphRow): Made => made.get(row.service)!;
const get = (path: string, session?: Session, headers?: Record<string, string>) =>
  p.rest('GET', path, { token: session?.token, headers });

/** The envelope's meta in the row's style, with the tenant's id when there is one. */
function meta(row: SubgraphRow, tenantId: string | null): Json {
  return row.style === 'camel'
    ? { requestId: expect.any(String), traceId: expect.any(String), tenantId }
    : { request_id: expect.any(String), trace_id: expect.any(String), tenant_id: tenantId };
}

/** A failure in the row's envelope: status, code and `http` agree; meta names `tenantId`. */
function expectFailure(
  row: SubgraphRow,
  res: HttpAnswer,
  [status, code]: [number, unknown],
  tenantId: string | null,
): void {
  expect([res.status, res.body?.error?.code]).toEqual([status, code]);
  expect(res.body).toEqual({
    data: null,
    error: expect.objectContaining({ code, http: status, message: expect.any(String) }),
    meta: meta(row, tenantId),
  });
}
const unknown = (row: SubgraphRow): [number, string] => [row.unknown.status, row.unknown.code];

const byService = ROWS.map((row) => [row.service, row] as const);

describe('health', () => {
  it('the gateway is ready only with every subgraph: it answers ready', async () => {
    const ready = await p.rest('GET', '/health/ready');
    expect(ready.status).toBe(200);
  });

  it.each(byService)('%s answers /health/live and /health/ready', async (service) => {
    const subgraph = p.platform.subgraphs.find((s) => s.name === service);
    expect(subgraph).toBeDefined();
    const base = subgraph!.url.replace(/\/graphql$/, '');
    for (const path of ['/health/live', '/health/ready']) {
      const res = await request(`${base}${path}`);
      expect([path, res.statusCode]).toEqual([path, 200]);
      await res.body.dump();
    }
  });
});

describe('auth refusal', () => {
  it.each(byService)('%s: no token and a bad token are 401', async (_s, row) => {
    const { missing, bad } = row.unauthenticated;
    expectFailure(row, await get(row.list), [401, missing], null);
    expectFailure(row, await get(row.read(of(row).ids[0])), [401, missing], null);
    const badToken = { authorization: 'Bearer not-a-token' };
    expectFailure(row, await get(row.list, undefined, badToken), [401, bad], null);
  });
});

describe('tenant isolation', () => {
  it.each(byService)("%s: another tenant's caller neither reads nor lists it", async (_s, row) => {
    const { ids, theirs } = of(row);
    expectFailure(row, await get(row.read(ids[0]), theirs), unknown(row), other.tenantId);
    const listed = await get(row.list, theirs);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: Json) => e.id)).not.toContain(ids[0]);
  });
});

describe('envelope and unknown ids', () => {
  it.each(byService)('%s: a read answers data, no error, meta with the tenant', async (_s, row) => {
    const { ids, mine } = of(row);
    const res = await get(row.read(ids[0]), mine);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: expect.objectContaining({ id: ids[0] }),
      error: null,
      meta: expect.objectContaining(meta(row, t.tenantId)),
    });
  });

  it.each(byService)('%s: an unknown id is its documented not-found', async (_s, row) => {
    const res = await get(row.read(randomUUID()), of(row).mine);
    expectFailure(row, res, unknown(row), t.tenantId);
  });
});

const paged = ROWS.map((row) => [row.service, row] as const);

describe('pagination', () => {
  it.each(paged)('%s: a list honours limit and answers page and a cursor', async (_s, row) => {
    const { ids, mine } = of(row);
    const join = row.list.includes('?') ? '&' : '?';
    const first = await get(`${row.list}${join}limit=2`, mine);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    const page = (body: Json) =>
      row.style === 'camel'
        ? [body.page.nextCursor, body.page.hasMore, body.page.limit]
        : [body.page.next_cursor, body.page.has_more, body.page.limit];
    const [cursor, hasMore, limit] = page(first.body);
    expect([typeof cursor, hasMore, limit]).toEqual(['string', true, 2]);
    const rest = await get(`${row.list}${join}limit=100&cursor=${cursor}`, mine);
    expect(rest.status).toBe(200);
    const seen = [...first.body.data, ...rest.body.data].map((e: Json) => e.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids));
    expect(page(rest.body).slice(1)).toEqual([false, 100]);
    const refused = await get(`${row.list}${join}limit=0`, mine);
    expectFailure(row, refused, [400, expect.any(String)], t.tenantId);
  });
});
