import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { request } from 'undici';
import WebSocket from 'ws';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';
import { createPrisma, type PrismaClient } from '../lib/db/prisma';
import { newEvent } from '../lib/events/bus';
import { JOB_UPDATED } from '../lib/events/catalog';
import { LocalDiskStorage } from '../lib/storage/local-disk';
import { startPlatform, type Platform } from '../scripts/platform';
import { freePort } from '../test/free-port';
import { subscribeOverWs } from './graphql-ws-client';
import {
  gatewayWorkersFront,
  inProcessFront,
  type SubscriptionFront,
} from './subscription-gateways';

/*
 * Subscription fan-out: N graphql-ws subscribers (raw `ws` clients speaking graphql-transport-ws,
 * in a child process so the platform's process measures only the server side) on one tenant's
 * jobUpdated; events published on the platform's bus one at a time, each after the previous one
 * reached every subscriber. Latency is publish → receipt by a client; memory is the platform
 * process's growth (RSS and V8 heap, after a full GC) per subscriber. BENCH_GATEWAY_WORKERS=N puts
 * the subscribers on a gateway of N worker processes of its own, which hear the events through
 * the PostgreSQL bus (./subscription-gateways.ts); CPU is then reported per process.
 */
const SIZES = (process.env.BENCH_SUBSCRIBERS ?? '1000,10000').split(',').map(Number);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 50);
const SELECTION = process.env.BENCH_SELECTION ?? 'id status progress type owner { email }';
const QUERY = `subscription Bench { jobUpdated { ${SELECTION} } }`;
const GATEWAY_WORKERS = process.env.BENCH_GATEWAY_WORKERS
  ? Number(process.env.BENCH_GATEWAY_WORKERS)
  : undefined;
const now = (): number => performance.timeOrigin + performance.now();

type FromClients =
  | { type: 'ready'; failed: number }
  | { type: 'got'; progress: number }
  | { type: 'times'; times: number[][] };

/** Child process: opens the connections, reports when every client has seen an event. */
function runClients(url: string, token: string, count: number): void {
  const times: number[][] = [];
  const received: number[] = [];
  let failed = 0;
  const send = (message: FromClients): void => void process.send!(message);
  const connectOne = (index: number): Promise<void> =>
    subscribeOverWs(url, token, QUERY, (payload, at) => {
      const progress = payload.data!.jobUpdated!.progress as number;
      const row = (times[progress] ??= []);
      if (row[index] !== undefined) return;
      row[index] = at;
      received[progress] = (received[progress] ?? 0) + 1;
      if (received[progress] === count) send({ type: 'got', progress });
    }).then((ok) => void (failed += ok ? 0 : 1));
  process.on('message', (message: { type: string }) => {
    if (message.type === 'times') send({ type: 'times', times });
  });
  (async () => {
    // A few hundred handshakes at a time: the server's accept backlog is 511.
    for (let start = 0; start < count; start += 250) {
      await Promise.all(
        Array.from({ length: Math.min(250, count - start) }, (_, i) => connectOne(start + i)),
      );
    }
    send({ type: 'ready', failed });
  })();
}

/**
 * When the gateway handed each `next` message to its socket (in this process): the server's own
 * share of the latency, apart from the clients' time to read 10,000 sockets on the same machine.
 */
const sent: number[] = [];
function recordSends(): void {
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (this: WebSocket, ...args: Parameters<WebSocket['send']>) {
    const data = args[0];
    if ((typeof data === 'string' || Buffer.isBuffer(data)) && data.includes('"type":"next"'))
      sent.push(now());
    return send.apply(this, args);
  } as WebSocket['send'];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function memory(): { rss: number; heap: number } {
  (runInNewContext('gc') as () => void)();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
}

async function setUp(front: SubscriptionFront, prisma: PrismaClient) {
  const suffix = randomUUID().slice(0, 8);
  const res = await request(`${front.url}/auth/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${suffix}@example.test`,
      password: 'correct-horse-battery',
      name: 'Bench',
      tenantName: `Bench ${suffix}`,
    }),
  });
  const { data } = (await res.body.json()) as {
    data: { accessToken: string; tenant: { id: string }; user: { id: string } };
  };
  const job = await prisma.mediaJob.create({
    data: {
      id: randomUUID(),
      tenantId: data.tenant.id,
      ownerId: data.user.id,
      type: 'image-generation',
      status: 'processing',
      params: { prompt: 'bench' },
      timeoutSeconds: 300,
      creditsReserved: 0,
      reservationId: randomUUID(),
    },
  });
  return {
    token: data.accessToken,
    tenantId: data.tenant.id,
    ownerId: data.user.id,
    jobId: job.id,
  };
}

async function measure(
  platform: Platform,
  front: SubscriptionFront,
  fixture: Awaited<ReturnType<typeof setUp>>,
  count: number,
) {
  const publish = (progress: number) =>
    platform.events.publish(
      newEvent(JOB_UPDATED, fixture.tenantId, {
        jobId: fixture.jobId,
        status: 'processing',
        progress,
        type: 'image-generation',
        ownerId: fixture.ownerId,
      }),
    );
  const before = memory();
  const child: ChildProcess = fork(__filename, [], {
    env: {
      ...process.env,
      BENCH_ROLE: 'clients',
      BENCH_URL: `${front.url.replace('http', 'ws')}/graphql`,
      BENCH_TOKEN: fixture.token,
      BENCH_COUNT: String(count),
    },
    execArgv: ['--import', 'tsx'],
  });
  const waiting = new Map<string, (m: FromClients) => void>();
  const next = (key: string, timeoutMs: number): Promise<FromClients> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no ${key} from the clients within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiting.set(key, (m) => (clearTimeout(timer), resolve(m)));
    });
  child.on('message', (m: FromClients) =>
    waiting.get(m.type === 'got' ? `got${m.progress}` : m.type)?.(m),
  );
  try {
    const ready = (await next('ready', 300_000)) as { failed: number };
    if (ready.failed) throw new Error(`${ready.failed} connections failed`);
    // Subscriptions register as their `subscribe` messages arrive: repeat a first event until all have it.
    const primed = next('got0', 120_000);
    let done = false;
    void primed.then(
      () => (done = true),
      () => (done = true),
    );
    while (!done) {
      await publish(0);
      await Promise.race([primed.catch(() => undefined), new Promise((r) => setTimeout(r, 500))]);
    }
    await primed;
    const after = memory();
    const published: number[] = [];
    const sendDelays: number[] = [];
    // CPU of this process (the platform: gateway, subgraphs, database client) over the measured
    // events, per delivered message: much less sensitive to other load on the machine than latency.
    const cpuBefore = front.cpu();
    for (let progress = 1; progress <= EVENTS; progress += 1) {
      const got = next(`got${progress}`, 60_000);
      sent.length = 0;
      published[progress] = now();
      await publish(progress);
      await got;
      sendDelays.push(...sent.map((t) => t - published[progress]));
    }
    const cpuAfter = front.cpu();
    const cpuPerProcess = Object.fromEntries(
      Object.entries(cpuAfter).map(([name, seconds]) => [
        name,
        ((seconds - (cpuBefore[name] ?? 0)) * 1e6) / (count * EVENTS),
      ]),
    );
    sendDelays.sort((a, b) => a - b);
    child.send({ type: 'times' });
    const { times } = (await next('times', 60_000)) as { times: number[][] };
    const latencies = published
      .flatMap((at, progress) => (at ? times[progress].map((t) => t - at) : []))
      .sort((a, b) => a - b);
    return {
      count,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1],
      sentP50: percentile(sendDelays, 50),
      sentP99: percentile(sendDelays, 99),
      rssPer: (after.rss - before.rss) / count,
      heapPer: (after.heap - before.heap) / count,
      cpuPerMessage: Object.values(cpuPerProcess).reduce((sum, us) => sum + us, 0),
      cpuPerProcess,
    };
  } finally {
    child.kill();
    await new Promise((r) => setTimeout(r, 2_000));
  }
}

async function main(): Promise<void> {
  setFlagsFromString('--expose-gc');
  recordSends();
  const dir = mkdtempSync(join(tmpdir(), 'lanes-bench-subs-'));
  process.env.JWT_SECRET ??= randomBytes(32).toString('base64url');
  process.env.SUBGRAPH_SECRET ??= randomBytes(32).toString('base64url');
  const db = await startEmbeddedPostgres({
    dir,
    port: await freePort(),
    persistent: false,
    fast: true,
  });
  let platform: Platform | undefined;
  let front: SubscriptionFront | undefined;
  try {
    await migrate(db.url);
    const prisma = createPrisma(db.url, 10);
    // The subgraphs publish where a gateway of its own hears them: the PostgreSQL bus.
    if (GATEWAY_WORKERS) process.env.EVENT_BUS = 'postgres';
    platform = await startPlatform({
      prisma,
      gatewayPort: 0,
      ephemeralPorts: true,
      storage: new LocalDiskStorage(join(dir, 'files')),
      rateLimit: { perMinute: 0, anonymousPerMinute: 0, store: 'memory' },
    });
    front = GATEWAY_WORKERS
      ? await gatewayWorkersFront(platform, db.url, GATEWAY_WORKERS)
      : inProcessFront(platform);
    const fixture = await setUp(front, prisma);
    // A small round first, discarded: code paths compiled, allocator pools grown.
    await measure(platform, front, fixture, 200);
    const rows = [];
    for (const count of SIZES) rows.push(await measure(platform, front, fixture, count));

    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `\nSubscription fan-out: jobUpdated { ${SELECTION} }, ${EVENTS} events each, one caller, ${GATEWAY_WORKERS ? `a gateway of ${GATEWAY_WORKERS} worker process(es) on the PostgreSQL bus` : 'the gateway in the platform process'}, ${new Date().toISOString()}`,
    );
    console.log(
      'subscribers  p50 ms  p99 ms  max ms  sent p50  sent p99  heap KiB/conn  RSS KiB/conn  CPU µs/msg',
    );
    // No `sent` times from a gateway in other processes (they are read in this one).
    const ms = (n: number | undefined, width: number) =>
      (n === undefined ? '-' : n.toFixed(1)).padStart(width);
    for (const r of rows) {
      console.log(
        `${String(r.count).padStart(11)} ${ms(r.p50, 7)} ${ms(r.p99, 7)} ${ms(r.max, 7)} ${ms(r.sentP50, 9)} ${ms(r.sentP99, 9)} ${kib(r.heapPer).padStart(14)} ${kib(r.rssPer).padStart(13)} ${r.cpuPerMessage.toFixed(1).padStart(11)}`,
      );
    }
    console.log(
      'p50/p99/max: publish → received by a client; sent: publish → handed to the socket by the gateway.',
    );
    for (const r of rows)
      console.log(
        `CPU µs/msg per process, ${r.count} subscribers: ${Object.entries(r.cpuPerProcess)
          .map(([name, us]) => `${name} ${us.toFixed(1)}`)
          .join(', ')}`,
      );
    console.log(
      `CPU µs/msg: user + system CPU of the platform's process (and of each gateway process) during the measured events, per delivered message. Load average: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    await front.stop();
    front = undefined;
    await platform.stop();
    platform = undefined;
    await prisma.$disconnect();
  } finally {
    await front?.stop();
    await platform?.stop();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ROLE === 'clients') {
  runClients(process.env.BENCH_URL!, process.env.BENCH_TOKEN!, Number(process.env.BENCH_COUNT));
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
