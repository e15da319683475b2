import autocannon from 'autocannon';
import { request } from 'undici';
import { DEMO_PASSWORD } from '../prisma/seed';
import { operatorTopUp } from '../subgraphs/identity/wallets/system-top-ups';
import { OpenAiLoopback } from '../test/ai/openai-loopback';
import { startDistributed } from './distributed';
import { loadLength } from './load-length';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_AI_CONNECTIONS ?? 200);
const MODEL_DELAY_MS = Number(process.env.BENCH_AI_MODEL_DELAY_MS ?? 200);
const CONTEXT =
  'The Eiffel Tower is a wrought-iron lattice tower in Paris. It was built from 1887 to 1889 for the World Fair. It is 330 metres tall.';

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(
  name: string,
  url: string,
  token: string,
  body: object,
  connections: number,
): Promise<Result> {
  const options = {
    url,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    connections,
  };
  const check = await request(url, options);
  if (check.statusCode !== 200)
    throw new Error(`${name}: ${check.statusCode} ${await check.body.text()}`);
  await check.body.dump();
  await autocannon({ ...options, ...loadLength(WARMUP, options.connections) }); // warm-up
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
 * Orchestrations per second through the gateway (every service in its own process): with the
 * embedded local models, and over three OpenAI-compatible models on loopback that answer after
 * BENCH_AI_MODEL_DELAY_MS (200), in zar, at BENCH_AI_CONNECTIONS (200) concurrent requests. The
 * zar p50 minus the model's delay is what the gateway, the ai service, credits and storage add.
 */
async function main(): Promise<void> {
  const loopback = new OpenAiLoopback();
  const url = await loopback.start();
  const models = ['slow-a', 'slow-b', 'slow-c'].map((id) => {
    loopback.behave(id, {
      answer: `${id}: the tower is 330 metres tall.`,
      delayMs: MODEL_DELAY_MS,
    });
    return { id, kind: 'openai', baseUrl: url, timeoutMs: 10_000 };
  });
  const env = { RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0' };
  // Enough credits for every request of a run (zar costs 60).
  const credits = (prisma: Parameters<typeof operatorTopUp>[0]['prisma']) =>
    operatorTopUp(
      { prisma },
      { email: 'buyer@demo.test', amount: 1_000_000, reference: 'operator:benchmark credits' },
    ).then(() => undefined);
  const results: (Result & { connections: number })[] = [];
  try {
    // One platform at a time: the two share the machine's cores with the load generator.
    const local = await startDistributed(env, credits);
    try {
      const token = await login(local.gateway);
      for (const mode of ['single', 'zar']) {
        results.push({
          ...(await run(
            `local models, ${mode}`,
            `${local.gateway}/aibrain/v1/orchestrate`,
            token,
            { prompt: 'How tall is the tower?', context: CONTEXT, mode, maxTokens: 100 },
            50,
          )),
          connections: 50,
        });
      }
    } finally {
      await local.stop();
    }
    const remote = await startDistributed({ ...env, AI_MODELS: JSON.stringify(models) }, credits);
    try {
      const name = `3 loopback models (${MODEL_DELAY_MS} ms), zar`;
      const token = await login(remote.gateway);
      // From one request at a time (what the platform adds to the slowest model) up to the load asked for.
      for (const connections of [...new Set([1, 10, 50, CONNECTIONS])]) {
        results.push({
          ...(await run(
            name,
            `${remote.gateway}/aibrain/v1/orchestrate`,
            token,
            { prompt: 'How tall is the tower?', mode: 'zar', maxTokens: 100 },
            connections,
          )),
          connections,
        });
      }
    } finally {
      await remote.stop();
    }
  } finally {
    await loopback.stop();
  }
  console.log(
    `\nOrchestrations through the gateway, ${DURATION} s each, ${new Date().toISOString()}`,
  );
  console.log('scenario                                  conns   req/s   p50 ms  p99 ms  errors');
  for (const r of results)
    console.log(
      `${r.name.padEnd(40)} ${String(r.connections).padStart(6)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)}`,
    );
  for (const r of results.slice(2))
    console.log(
      `zar over ${MODEL_DELAY_MS} ms models at ${r.connections} connections: p50 is ${r.p50 - MODEL_DELAY_MS} ms above the slowest model`,
    );
}

async function login(gateway: string): Promise<string> {
  const res = await request(`${gateway}/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'buyer@demo.test', password: DEMO_PASSWORD }),
  });
  const body = (await res.body.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`login answered ${res.statusCode}: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
