import autocannon from 'autocannon';
import { request } from 'undici';
import { freePort } from '../test/free-port';
import { addCallers, bearerHeadersOf, connectionPerCaller } from './callers';
import { startDistributed } from './distributed';
import { startProcess, stopAll, waitReady } from './processes';
import { loadLength } from './load-length';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// One caller per connection by default, each a user of its own (bench/callers.ts), as bench/gateways.ts.
const CALLERS = Number(process.env.BENCH_CALLERS ?? CONNECTIONS);
const QUERY = '{ listings(limit: 20) { nodes { id title seller { id name } } } }';

/** The join through one gateway, each connection a caller of its own (in turn over `headers`). */
async function run(name: string, url: string, headers: Record<string, string>[]) {
  const body = JSON.stringify({ query: QUERY });
  const check = await request(`${url}/graphql`, { method: 'POST', headers: headers[0], body });
  const text = await check.body.text();
  if (check.statusCode !== 200 || text.includes('"errors"'))
    throw new Error(`${name}: ${check.statusCode} ${text.slice(0, 300)}`);
  const options = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    headers: headers[0],
    body,
    connections: CONNECTIONS,
    setupClient: connectionPerCaller(headers),
  };
  await autocannon({ ...options, ...loadLength(WARMUP, options.connections) }); // warm-up: JIT, pools, the cache itself
  const r = await autocannon({ ...options, ...loadLength(DURATION, options.connections) });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/**
 * The entity cache measured apart (docs/entity-cache.md): the join `listings { seller }` with
 * BENCH_CALLERS distinct callers through two gateways over the same subgraphs, one with
 * ENTITY_CACHE=on, and the ratio. Run it on an otherwise idle machine.
 */
async function main(): Promise<void> {
  const platform = await startDistributed(
    {
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      // Every caller signs in once, all from this address.
      RATE_LIMIT_CREDENTIALS_PER_MINUTE: '0',
    },
    (prisma) => addCallers(prisma, CALLERS),
  );
  const port = await freePort();
  const cached = startProcess('gateway-cached', 'gateway/main.ts', [], {
    ...platform.env,
    PORT: String(port),
    ENTITY_CACHE: 'on',
  });
  try {
    const cachedUrl = `http://127.0.0.1:${port}`;
    await waitReady(`${cachedUrl}/health/ready`, cached);
    const callers = await bearerHeadersOf(platform.gateway, CALLERS);
    const off = await run('join, entity cache off', platform.gateway, callers);
    const on = await run('join, entity cache on', cachedUrl, callers);
    console.log(
      `${Math.min(CALLERS, CONNECTIONS)} distinct callers, ${CONNECTIONS} connections, ${DURATION} s each`,
    );
    console.table([off, on]);
    console.log(
      `cache on / off: ${(on.rps / off.rps).toFixed(2)}x req/s, p99 ${(on.p99 / Math.max(off.p99, 1)).toFixed(2)}x`,
    );
    if (off.errors || on.errors) throw new Error(`errors: off ${off.errors}, on ${on.errors}`);
  } finally {
    await stopAll([cached]);
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
