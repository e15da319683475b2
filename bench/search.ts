import autocannon from 'autocannon';
import { request } from 'undici';
import { addCallers, bearerHeadersOf, connectionPerCaller } from './callers';
import { measureCpuPerProcess, printCpuPerProcess, type RunningProcess } from './cpu-per-process';
import { startDistributed } from './distributed';
import { loadLength } from './load-length';
import { loadFigures } from './load-figures';
import { growDemoSeed, searchPlans } from './search-seed';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CALLERS = Number(process.env.BENCH_CALLERS ?? 50);
const LISTINGS = Number(process.env.BENCH_SEARCH_LISTINGS ?? 100_000);
const EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 10_000);

/** What callers type: a common word, two words, a phrase, a rare pair, and words with an exclusion. */
const QUERIES = ['jazz', 'rooftop wedding', '"jazz wedding"', 'violin cellar', 'garden -wedding'];

interface Scenario {
  name: string;
  paths: string[];
  method: 'GET' | 'POST';
  /** A GraphQL body per query, when the scenario posts one. */
  bodies?: string[];
}

const GRAPHQL = (q: string) =>
  JSON.stringify({
    query: `query Search($q: String!) { search(q: $q, first: 20) { nodes { type id title snippet score
      listing { id title priceMin } event { id title startsAt } venue { id title place { city } } }
      pageInfo { endCursor hasNextPage } } }`,
    variables: { q },
  });

const SCENARIOS: Scenario[] = [
  {
    name: 'REST v2, typed hits of all kinds',
    method: 'GET',
    paths: QUERIES.map((q) => `/search/v2/search?q=${encodeURIComponent(q)}&limit=20`),
  },
  {
    name: 'GraphQL search, entities joined',
    method: 'POST',
    paths: QUERIES.map(() => '/graphql'),
    bodies: QUERIES.map(GRAPHQL),
  },
  {
    name: 'REST v1, listings by page',
    method: 'GET',
    paths: QUERIES.map((q) => `/search/v1/search?q=${encodeURIComponent(q)}&page=2&limit=20`),
  },
];

/** Each request of a connection the next query of the list, so every query is asked alike. */
function requestsOf(
  s: Scenario,
): { setupRequest: (req: Record<string, unknown>) => Record<string, unknown> }[] {
  let next = 0;
  return [
    {
      setupRequest: (req) => {
        const i = next++ % s.paths.length;
        return { ...req, method: s.method, path: s.paths[i], body: s.bodies?.[i] };
      },
    },
  ];
}

async function run(
  gateway: string,
  s: Scenario,
  callers: Record<string, string>[],
  processes: RunningProcess[],
) {
  const options = {
    url: gateway,
    requests: requestsOf(s),
    connections: CONNECTIONS,
    setupClient: connectionPerCaller(callers),
  };
  await autocannon({ ...options, ...loadLength(WARMUP, CONNECTIONS) });
  const cpu = measureCpuPerProcess(processes);
  const r = await autocannon({ ...options, ...loadLength(DURATION, CONNECTIONS) });
  return {
    cpu: cpu.done(),
    name: s.name,
    ...loadFigures(r),
  };
}

/** Every query answers before the load starts: a benchmark of refusals measures nothing. */
async function check(gateway: string, headers: Record<string, string>): Promise<void> {
  for (const q of QUERIES) {
    const res = await request(`${gateway}/search/v2/search?q=${encodeURIComponent(q)}`, {
      headers,
    });
    const body = (await res.body.json()) as { data?: unknown[] };
    // The common word must match (the smoke's small seed may hold no row of the rarer ones).
    if (res.statusCode !== 200 || (q === QUERIES[0] && !body.data?.length))
      throw new Error(
        `search "${q}" answered ${res.statusCode}: ${JSON.stringify(body).slice(0, 300)}`,
      );
  }
}

/**
 * The search (docs/api/search.md) over the demo seed grown to BENCH_SEARCH_LISTINGS listings and
 * BENCH_SEARCH_EVENTS events, with BENCH_CALLERS distinct callers on BENCH_CONNECTIONS
 * connections: each query ranked by both services and merged by the gateway. Prints each
 * service's query plan for the queries (the GIN index, the time), then queries per second, p50,
 * p99 and the CPU each process spent per request.
 */
async function main(): Promise<void> {
  const plans: string[] = [];
  const platform = await startDistributed(
    {
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      // Every caller signs in once, all from this address.
      RATE_LIMIT_CREDENTIALS_PER_MINUTE: '0',
    },
    async (prisma) => {
      await addCallers(prisma, CALLERS);
      const started = performance.now();
      const tenantId = await growDemoSeed(prisma, LISTINGS, EVENTS);
      plans.push(
        `grew the seed by ${LISTINGS} listings and ${EVENTS} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      for (const q of QUERIES) plans.push(...(await searchPlans(prisma, tenantId, q)));
    },
  );
  try {
    const callers = await bearerHeadersOf(platform.gateway, CALLERS);
    await check(platform.gateway, callers[0]);
    const results = [];
    // BENCH_ONLY=words: the scenarios whose names hold one of the comma-separated words.
    const only = process.env.BENCH_ONLY?.split(',').map((word) => word.trim());
    const scenarios = SCENARIOS.filter((s) => !only || only.some((word) => s.name.includes(word)));
    for (const s of scenarios)
      results.push(await run(platform.gateway, s, callers, platform.processes()));
    console.log(
      `\nSearch over ${LISTINGS} listings and ${EVENTS} events, ${CALLERS} callers on ${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`,
    );
    for (const line of plans) console.log(line);
    console.log('scenario                               req/s    p50 ms  p99 ms  errors');
    for (const r of results)
      console.log(
        `${r.name.padEnd(37)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`,
      );
    for (const r of results) printCpuPerProcess(r.name, r.cpu, r.total);
    if (results.length === SCENARIOS.length)
      console.log(`ratio GraphQL / REST v2: ${(results[1].rps / results[0].rps).toFixed(2)}`);
    if (results.some((r) => r.errors > 0)) throw new Error('some requests failed');
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
