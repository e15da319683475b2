import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { request } from 'undici';
import { signSubgraphContext } from '../lib/auth/subgraph-context';
import { DEMO_PASSWORD } from '../prisma/seed';
import { freePort } from '../test/free-port';
import { startDistributed } from './distributed';
import { cpuSeconds } from './cpu-time';
import { startProcess, stopAll } from './processes';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const SIMPLE = '{ listings(limit: 20) { nodes { id title priceMin status } } }';
const JOIN = '{ listings(limit: 20) { nodes { id title priceMin seller { id name email } } } }';

interface Scenario {
  name: string;
  url: string;
  /** Read when the scenario runs: tokens and the signed context expire (rounds are minutes apart). */
  headers: () => Record<string, string>;
  query: string;
  pid?: number;
}

/** Resident memory of a process in MiB (Linux ps). */
function rssMiB(pid: number): number {
  return Math.round(
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024,
  );
}

/**
 * The demo buyer's headers: a bearer token for the gateways, and for the direct call the signed
 * subgraph context a gateway would send (valid 60 seconds).
 */
async function signIn(
  gateway: string,
): Promise<{ bearer: Record<string, string>; direct: Record<string, string> }> {
  const login = await request(`${gateway}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@demo.test', password: DEMO_PASSWORD }),
  });
  const loggedIn = (await login.body.json()) as { data: { accessToken: string } | null };
  if (!loggedIn.data)
    throw new Error(`login failed: ${login.statusCode} ${JSON.stringify(loggedIn)}`);
  const token = loggedIn.data.accessToken;
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const json = { 'content-type': 'application/json' };
  const context = signSubgraphContext({
    requestId: '00000000-0000-4000-8000-000000000000',
    traceId: 'bench',
    tenantId: claims.tenantId,
    caller: { id: claims.sub, email: claims.email, roles: claims.roles, planTier: claims.planTier },
  });
  return {
    bearer: { ...json, authorization: `Bearer ${token}` },
    direct: { ...json, 'x-platform-context': context },
  };
}

/** Waits until the scenario's gateway answers its query right (the peers start meanwhile), up to BENCH_READY_TIMEOUT_MS. */
async function answers(s: Scenario): Promise<void> {
  const deadline = Date.now() + Number(process.env.BENCH_READY_TIMEOUT_MS ?? 120_000);
  for (;;) {
    let last: unknown;
    try {
      const res = await request(s.url, {
        method: 'POST',
        headers: s.headers(),
        body: JSON.stringify({ query: s.query }),
      });
      const body = (await res.body.json()) as {
        data?: { listings?: { nodes: unknown[] } };
        errors?: unknown;
      };
      if (res.statusCode === 200 && body.data?.listings?.nodes.length === 20 && !body.errors)
        return;
      last = new Error(`${s.name}: ${res.statusCode} ${JSON.stringify(body).slice(0, 300)}`);
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw last;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function run(s: Scenario, subgraphs: number[]) {
  const options = {
    url: s.url,
    method: 'POST' as const,
    headers: s.headers(),
    body: JSON.stringify({ query: s.query }),
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: WARMUP });
  // CPU per request by part: the gateway tested (with its workers), the subgraphs, PostgreSQL, and
  // this process alone (autocannon, the load itself; its children are the services).
  const groups = { gateway: s.pid ? [s.pid] : [], subgraphs, postgres: 'postgres' };
  const before = { ...cpuSeconds(groups), load: process.cpuUsage() };
  const r = await autocannon({ ...options, duration: DURATION });
  const after = cpuSeconds(groups);
  const load = process.cpuUsage(before.load);
  const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, r.requests.total);
  const cpu = {
    gateway: perRequest(after.gateway - before.gateway),
    subgraphs: perRequest(after.subgraphs - before.subgraphs),
    postgres: perRequest(after.postgres - before.postgres),
    load: perRequest((load.user + load.system) / 1e6),
  };
  // An answer that is not a 200 costs less than one that is: a round with errors measures nothing.
  if (r.errors + r.non2xx > 0)
    throw new Error(
      `${s.name}: ${r.errors} errors and ${r.non2xx} answers other than 2xx in ${r.requests.total} requests`,
    );
  return {
    name: s.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rss: s.pid ? rssMiB(s.pid) : undefined,
    cpu,
  };
}

type Result = Awaited<ReturnType<typeof run>>;

function printRound(results: Result[], label: string): void {
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s after ${WARMUP} s warm-up${label}, ${new Date().toISOString()}`,
  );
  console.log(
    'scenario                                req/s   p50 ms  p99 ms  RSS MiB   CPU ms per request: gateway subgraphs postgres load',
  );
  const ms = (value: number) => value.toFixed(2).padStart(8);
  for (const r of results)
    console.log(
      `${r.name.padEnd(38)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.rss ?? '').padStart(8)}                      ${ms(r.cpu.gateway)} ${ms(r.cpu.subgraphs)} ${ms(r.cpu.postgres)} ${ms(r.cpu.load)}`,
    );
}

/** The ratios the goals are stated in, from one round of every scenario (in the order of `scenarios`). */
function ratiosOf(results: Result[]): Record<string, number> {
  const [direct, same, plainSame, join, plainJoin, clusterJoin, apolloJoin, hiveJoin] = results.map(
    (r) => r.rps,
  );
  return {
    'same query / direct': same / direct,
    'join / default Apollo': join / apolloJoin,
    'join / Hive': join / hiveJoin,
    'without dedup: same query / direct': plainSame / direct,
    'without dedup: join / default Apollo': plainJoin / apolloJoin,
    'without dedup: join / Hive': plainJoin / hiveJoin,
    '2 workers / 1 worker': clusterJoin / join,
  };
}

/** Each ratio as `name value`, or with several rounds `name median (round values)`. */
function describeRatios(rounds: Record<string, number>[]): string {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle)
      ? (sorted[middle - 1] + sorted[middle]) / 2
      : sorted[Math.floor(middle)];
  };
  return Object.keys(rounds[0])
    .map((name) => {
      const values = rounds.map((round) => round[name]);
      return values.length === 1
        ? `${name} ${values[0].toFixed(2)}`
        : `${name} ${median(values).toFixed(2)} (${values.map((v) => v.toFixed(2)).join(', ')})`;
    })
    .join('; ');
}

/**
 * The project's gateway beside the gateways people would pick instead, in one run over the
 * project's own subgraphs (each in its own process) and the same supergraph. Every gateway does
 * the same work per request: verify the caller's HS256 token and sign the 60-second subgraph
 * context (bench/peers/peer-auth.ts for the peers). BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS,
 * BENCH_ROUNDS.
 */
async function main(): Promise<void> {
  const platform = await startDistributed({
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
  });
  const peers = [];
  try {
    const credentials = await signIn(platform.gateway);
    const apolloPort = await freePort();
    const hivePort = await freePort();
    const plainPort = await freePort();
    const clusterPort = await freePort();
    const apollo = startProcess('apollo-default', 'bench/peers/apollo-default.ts', [], {
      ...platform.env,
      PORT: String(apolloPort),
    });
    const hive = startProcess('hive', 'bench/peers/hive.ts', [], {
      ...platform.env,
      PORT: String(hivePort),
    });
    // The project's gateway once more with in-flight deduplication off: what deduplication adds.
    const plain = startProcess('gateway-no-dedup', 'gateway/main.ts', [], {
      ...platform.env,
      PORT: String(plainPort),
      GATEWAY_DEDUPLICATE_QUERIES: 'false',
    });
    // And as GATEWAY_WORKERS=2 (node:cluster): what a second core gives when the subgraphs share them.
    const cluster = startProcess('gateway-2-workers', 'gateway/main.ts', [], {
      ...platform.env,
      PORT: String(clusterPort),
      GATEWAY_WORKERS: '2',
    });
    peers.push(apollo, hive, plain, cluster);
    const scenarios: Scenario[] = [
      {
        name: 'direct to marketplace, 4 fields',
        url: `http://127.0.0.1:${platform.ports.marketplace}/graphql`,
        headers: () => credentials.direct,
        query: SIMPLE,
      },
      {
        name: 'project gateway, same query',
        url: `${platform.gateway}/graphql`,
        headers: () => credentials.bearer,
        query: SIMPLE,
        pid: platform.gatewayPid,
      },
      {
        name: 'project gateway, same query, dedup off',
        url: `http://127.0.0.1:${plainPort}/graphql`,
        headers: () => credentials.bearer,
        query: SIMPLE,
        pid: plain.pid,
      },
      {
        name: 'project gateway, join',
        url: `${platform.gateway}/graphql`,
        headers: () => credentials.bearer,
        query: JOIN,
        pid: platform.gatewayPid,
      },
      {
        name: 'project gateway, join, dedup off',
        url: `http://127.0.0.1:${plainPort}/graphql`,
        headers: () => credentials.bearer,
        query: JOIN,
        pid: plain.pid,
      },
      {
        name: 'project gateway, 2 workers, join',
        url: `http://127.0.0.1:${clusterPort}/graphql`,
        headers: () => credentials.bearer,
        query: JOIN,
        pid: cluster.pid,
      },
      {
        name: 'default @apollo/gateway, join',
        url: `http://127.0.0.1:${apolloPort}/`,
        headers: () => credentials.bearer,
        query: JOIN,
        pid: apollo.pid,
      },
      {
        name: 'Hive Gateway runtime, join',
        url: `http://127.0.0.1:${hivePort}/graphql`,
        headers: () => credentials.bearer,
        query: JOIN,
        pid: hive.pid,
      },
    ];
    // BENCH_ONLY=direct,join runs the scenarios whose names hold one of those words (profiling one).
    const only = process.env.BENCH_ONLY?.split(',');
    const chosen = only
      ? scenarios.filter((s) => only.some((word) => s.name.includes(word)))
      : scenarios;
    for (const s of chosen) await answers(s);
    const subgraphs = Object.values(platform.pids);
    // Rounds run every scenario in turn, so each round's ratios compare figures taken minutes apart
    // at most; the median of each ratio over the rounds is what one noisy round cannot move.
    const rounds: Record<string, number>[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      // A fresh token and context each round: the signed context lives 60 seconds.
      if (round > 1) Object.assign(credentials, await signIn(platform.gateway));
      const results = [];
      for (const s of chosen) results.push(await run(s, subgraphs));
      printRound(results, ROUNDS > 1 ? ` (round ${round} of ${ROUNDS})` : '');
      if (!only) rounds.push(ratiosOf(results));
    }
    if (!only) console.log(`ratios: ${describeRatios(rounds)}`);
  } finally {
    await stopAll(peers);
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
