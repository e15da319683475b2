import autocannon from 'autocannon';
import { request } from 'undici';
import { DEMO_PASSWORD } from '../prisma/seed';
import { measureCpuPerProcess, printCpuPerProcess, type RunningProcess } from './cpu-per-process';
import { startDistributed } from './distributed';
import { loadLength } from './load-length';
import { loadFigures } from './load-figures';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// The same fields the REST route selects, so all three scenarios move the same data.
const FIELDS =
  'id title description status category sellerId geoRegion priceMin priceMax currency totalViews totalBookings averageRating createdAt updatedAt publishedAt closedAt';
const QUERY = `query ListingsPage { listings(limit: 20) { nodes { ${FIELDS} } pageInfo { endCursor hasNextPage limit } } }`;

interface Scenario {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function check(s: Scenario): Promise<void> {
  const res = await request(s.url, { method: s.method, headers: s.headers, body: s.body });
  const body = (await res.body.json()) as {
    data?: { listings?: { nodes: unknown[] } } | unknown[];
  };
  const rows = Array.isArray(body.data) ? body.data : body.data?.listings?.nodes;
  if (res.statusCode !== 200 || !rows || rows.length !== 20)
    throw new Error(`${s.name} answered ${res.statusCode}: ${JSON.stringify(body).slice(0, 300)}`);
}

async function run(s: Scenario, processes: RunningProcess[]) {
  await autocannon({ ...s, connections: CONNECTIONS, ...loadLength(WARMUP, CONNECTIONS) }); // warm-up: JIT, pools, caches
  const cpu = measureCpuPerProcess(processes);
  const r = await autocannon({
    ...s,
    connections: CONNECTIONS,
    ...loadLength(DURATION, CONNECTIONS),
  });
  return {
    cpu: cpu.done(),
    name: s.name,
    ...loadFigures(r),
  };
}

/**
 * Rate limits are off unless BENCH_RATE_LIMIT_STORE (memory or postgres) asks to measure what
 * counting costs: then every request is counted against a limit too high to refuse any.
 */
function rateLimitEnv(): Record<string, string> {
  const store = process.env.BENCH_RATE_LIMIT_STORE;
  if (!store) return { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' };
  return {
    RATE_LIMIT_PER_MINUTE: '1000000000',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000000',
    RATE_LIMIT_STORE: store,
  };
}

/**
 * The listings page three ways in one run: straight to the marketplace subgraph, through the
 * gateway as GraphQL, and through the gateway's REST facade. Each service runs in its own
 * process, as in a distributed deployment, against one embedded PostgreSQL; GATEWAY_WORKERS and
 * SUBGRAPH_WORKERS (or `<NAME>_WORKERS`) make those several (lib/cluster.ts). Prints the CPU each
 * process used per request.
 */
async function main(): Promise<void> {
  const platform = await startDistributed(rateLimitEnv());
  try {
    const gateway = platform.gateway;
    const marketplacePort = platform.ports.marketplace;
    const login = await request(`${gateway}/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@demo.test', password: DEMO_PASSWORD }),
    });
    const { data } = (await login.body.json()) as { data: { accessToken: string } };
    const claims = JSON.parse(Buffer.from(data.accessToken.split('.')[1], 'base64url').toString());
    const { signSubgraphContext } = await import('../lib/auth/subgraph-context');
    const context = signSubgraphContext({
      tenantId: claims.tenantId,
      caller: {
        id: claims.sub,
        email: claims.email,
        roles: claims.roles,
        planTier: claims.planTier,
      },
    });
    const json = { 'content-type': 'application/json' };
    const scenarios: Scenario[] = [
      {
        name: 'direct subgraph (GraphQL)',
        url: `http://127.0.0.1:${marketplacePort}/graphql`,
        method: 'POST',
        headers: { ...json, 'x-platform-context': context },
        body: JSON.stringify({ query: QUERY }),
      },
      {
        name: 'gateway GraphQL',
        url: `${gateway}/graphql`,
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${data.accessToken}` },
        body: JSON.stringify({ query: QUERY }),
      },
      {
        name: 'gateway REST',
        url: `${gateway}/marketplace/v1/listings?limit=20`,
        method: 'GET',
        headers: { authorization: `Bearer ${data.accessToken}` },
      },
    ];
    for (const s of scenarios) await check(s);
    const results = [];
    for (const s of scenarios) results.push(await run(s, platform.processes()));

    console.log(
      `\nListings page (20 rows), ${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`,
    );
    console.log('scenario                     req/s    p50 ms  p99 ms  errors');
    for (const r of results)
      console.log(
        `${r.name.padEnd(27)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`,
      );
    for (const r of results) printCpuPerProcess(r.name, r.cpu, r.total);
    const direct = results[0].rps;
    console.log(`ratio gateway GraphQL / direct: ${(results[1].rps / direct).toFixed(2)}`);
    console.log(`ratio gateway REST / direct:    ${(results[2].rps / direct).toFixed(2)}`);
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
