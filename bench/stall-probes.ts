import { readFileSync } from 'node:fs';
import { request } from 'undici';
import { DEMO_PASSWORD } from '../prisma/seed';
import { cpuSeconds } from './cpu-time';
import { startDistributed } from './distributed';
import { silentConnections, trickledRequest, type ProbeResult } from './slow-clients';

// Issue 24's outside tester, as a benchmark: requests whose cost once grew with their content
// (a list variable of wrong items, a REST body of them, many queries of a megabyte) sent to the
// gateway, with its liveness probe timed while each runs. What a refusal costs should stay what
// its first problems or tokens cost, and the gateway should keep answering meanwhile. Issue 38's
// slow clients too (./slow-clients.ts): a trickled request and silent connections, which last as
// long as the gateway's request timeout (HTTP_REQUEST_TIMEOUT_MS; the smoke run shortens it).
const ITEMS = (process.env.BENCH_PROBE_ITEMS ?? '30000,100000').split(',').map(Number);
const QUERIES = Number(process.env.BENCH_PROBE_QUERIES ?? 20);
const QUERY_BYTES = Number(process.env.BENCH_PROBE_QUERY_BYTES ?? 1_000_000);
// When /health/live is read after the probe's requests left, as the tester's `sleep .5` did; a
// probe answered before then leaves it unblocked (the live column is then the idle figure).
const HEALTH_AFTER_MS = Number(process.env.BENCH_PROBE_HEALTH_AFTER_MS ?? 500);
// Silent connections from one address: more than the cap per address (256 by default).
const SILENT = Number(process.env.BENCH_PROBE_SILENT_CONNECTIONS ?? 1000);

interface Probe {
  name: string;
  /** Sends the probe's requests; answers their statuses. */
  send(gateway: string): Promise<ProbeResult>;
}

async function post(url: string, body: string, token?: string): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await request(url, { method: 'POST', headers, body });
  await res.body.dump();
  return res.statusCode;
}

const ONLINE_READ =
  'query($i: MlOnlineFeaturesInput!){ mlOnlineFeatures(id:"x", input:$i){ entityId } }';
const numbers = (count: number) => Array.from({ length: count }, (_, i) => i);

function probes(adminToken: string): Probe[] {
  const megabyteQuery = JSON.stringify({
    query: `{ ${'me { id } '.repeat(Math.ceil(QUERY_BYTES / 10))} }`,
  });
  return [
    ...ITEMS.map((count) => ({
      name: `GraphQL variable, ${count.toLocaleString('en')} wrong items`,
      send: async (gateway: string) => ({
        statuses: [
          await post(
            `${gateway}/graphql`,
            JSON.stringify({ query: ONLINE_READ, variables: { i: { entityIds: numbers(count) } } }),
          ),
        ],
      }),
    })),
    ...ITEMS.map((count) => ({
      name: `REST body, ${count.toLocaleString('en')} wrong items`,
      send: async (gateway: string) => ({
        statuses: [
          await post(
            `${gateway}/auth/v1/users`,
            JSON.stringify({
              email: 'probe@demo.test',
              password: 'long enough password',
              name: 'Probe',
              roles: numbers(count),
            }),
            adminToken,
          ),
        ],
      }),
    })),
    {
      name: `${QUERIES} queries of ${Math.round(QUERY_BYTES / 1000).toLocaleString('en')} kB at once`,
      send: async (gateway: string) => ({
        statuses: await Promise.all(
          Array.from({ length: QUERIES }, () => post(`${gateway}/graphql`, megabyteQuery)),
        ),
      }),
    },
    {
      name: 'a body and a header trickled 1 byte/s',
      send: (gateway: string) => trickledRequest(Number(new URL(gateway).port)),
    },
    {
      name: `${SILENT.toLocaleString('en')} silent connections, one address`,
      send: (gateway: string) => silentConnections(Number(new URL(gateway).port), SILENT),
    },
  ];
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.replace(/\D+/g, '') ?? 0) / 1024);
}

async function liveLatencyMs(gateway: string): Promise<number> {
  const started = performance.now();
  const res = await request(`${gateway}/health/live`);
  await res.body.dump();
  return performance.now() - started;
}

/**
 * /health/live read `HEALTH_AFTER_MS` into the probe, then every second while it lasts: the
 * slowest answer. A probe over before then is read once (the idle figure).
 */
async function slowestLive(gateway: string, probe: Promise<unknown>): Promise<number> {
  let over = false;
  void probe.finally(() => (over = true));
  await new Promise((resolve) => setTimeout(resolve, HEALTH_AFTER_MS));
  let slowest = await liveLatencyMs(gateway);
  while (!over) {
    await Promise.race([probe, new Promise((resolve) => setTimeout(resolve, 1000))]);
    if (!over) slowest = Math.max(slowest, await liveLatencyMs(gateway));
  }
  return slowest;
}

/** Each probe alone against the distributed layout (every service its own process), one after another. */
async function main(): Promise<void> {
  const platform = await startDistributed({
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
    RATE_LIMIT_CREDENTIALS_PER_MINUTE: '0',
    RATE_LIMIT_LOGIN_FAILURES: '0',
    RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: '0',
  });
  try {
    const gateway = platform.gateway;
    const login = await request(`${gateway}/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.test', password: DEMO_PASSWORD }),
    });
    const token = ((await login.body.json()) as { data: { accessToken: string } }).data.accessToken;
    const rows: string[] = [];
    for (const probe of probes(token)) {
      const rssBefore = rssMiB(platform.gatewayPid);
      const cpuBefore = cpuSeconds({ gateway: [platform.gatewayPid] }).gateway;
      const started = performance.now();
      const sent = probe
        .send(gateway)
        .then((result) => ({ result, seconds: (performance.now() - started) / 1000 }));
      const [{ result, seconds }, health] = await Promise.all([sent, slowestLive(gateway, sent)]);
      const cpu = cpuSeconds({ gateway: [platform.gatewayPid] }).gateway - cpuBefore;
      const status = [...new Set(result.statuses)].join(',');
      const capped = result.held === undefined ? '-' : `${result.held}/${result.refused}`;
      rows.push(
        `${probe.name.padEnd(40)} ${status.padStart(7)} ${seconds.toFixed(2).padStart(8)} ${health.toFixed(0).padStart(10)} ${capped.padStart(13)} ${cpu.toFixed(2).padStart(9)} ${String(rssBefore).padStart(7)} ${String(rssMiB(platform.gatewayPid)).padStart(7)}`,
      );
    }
    console.log(
      `\nStall probes against the gateway, /health/live read ${HEALTH_AFTER_MS} ms into each and every second while it lasts (the slowest), ${new Date().toISOString()}`,
    );
    console.log(
      `${'probe'.padEnd(40)} ${'status'.padStart(7)} ${'time s'.padStart(8)} ${'live ms'.padStart(10)} ${'held/refused'.padStart(13)} ${'gw CPU s'.padStart(9)} ${'RSS MiB'.padStart(7)} ${'after'.padStart(7)}`,
    );
    for (const row of rows) console.log(row);
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
