import { fork, type ChildProcess } from 'node:child_process';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { PrismaClient } from '../lib/db/prisma';
import { newEvent } from '../lib/events/bus';
import { PAYMENT_COMPLETED } from '../lib/events/catalog';
import { WebhookDispatcher } from '../subgraphs/integrations/dispatcher/dispatcher';
import { insertEndpoint } from '../subgraphs/integrations/webhooks/endpoint-store';
import type { FromDispatcher, ToDispatcher } from './peers/webhook-dispatcher';
import { cpuSeconds } from './cpu-time';
import { profileFlags } from './processes';

const ENDPOINTS = 10;
const SECRET = 'benchmark-signing-secret-0123456789';

const until = async (done: () => boolean | Promise<boolean>) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 10));
};

/** A receiver that checks each signature, as a customer would, and answers 200. */
async function receiver(): Promise<{
  url: string;
  count: () => number;
  bad: () => number;
  close: () => void;
}> {
  let count = 0;
  let bad = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', SECRET).update(Buffer.concat(chunks)).digest('hex')}`,
      );
      const given = Buffer.from(String(req.headers['x-platform-signature']));
      if (given.length === expected.length && timingSafeEqual(given, expected)) count++;
      else bad++;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    count: () => count,
    bad: () => bad,
    close: () => server.close(),
  };
}

/** A dispatcher in its own process (bench/peers/webhook-dispatcher.ts); BENCH_PROFILE=dispatcher-1 profiles the first. */
function dispatcherProcess(
  name: string,
  databaseUrl: string,
): { ready: Promise<void>; start(): void; stop(): Promise<number>; kill(): void } {
  const child: ChildProcess = fork(join(__dirname, 'peers', 'webhook-dispatcher.ts'), [], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    execArgv: [...profileFlags(name), '--import', 'tsx'],
  });
  const next = (type: FromDispatcher['type']) =>
    new Promise<FromDispatcher>((resolve, reject) => {
      const onMessage = (message: FromDispatcher) =>
        message.type === type &&
        (child.off('exit', onExit), child.off('message', onMessage), resolve(message));
      const onExit = (code: number | null) =>
        reject(new Error(`${name} exited (${code}) before '${type}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const tell = (message: ToDispatcher) => child.send(message);
  const ready = next('ready').then(() => undefined);
  return {
    ready,
    start: () => tell({ type: 'start' }),
    stop: async () => {
      const stopped = next('stopped');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      tell({ type: 'stop' });
      const { cpuMs } = (await stopped) as { cpuMs: number };
      await exited;
      return cpuMs;
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** CPU time (ms) used so far by the embedded PostgreSQL server, exited backends included. */
const postgresCpuMs = () => cpuSeconds({ postgres: 'postgres' }).postgres * 1000;

export interface WebhookRun {
  deliveries: number;
  ms: number;
  dispatcherCpuMs: number;
  postgresCpuMs: number;
}

/**
 * `events` stored events to ENDPOINTS endpoints (so ten times as many deliveries) sent to a
 * loopback receiver by `dispatchers` dispatcher processes sharing the database: from their start
 * to the last delivery received. Every delivery must arrive correctly signed and end recorded
 * `succeeded`.
 */
export async function webhookRun(
  prisma: PrismaClient,
  databaseUrl: string,
  dispatchers: number,
  events: number,
): Promise<WebhookRun> {
  const target = await receiver();
  const { id: tenantId } = await prisma.tenant.create({ data: { name: `bench ${randomUUID()}` } });
  for (let i = 0; i < ENDPOINTS; i++)
    await insertEndpoint(prisma, {
      tenantId,
      url: target.url,
      events: [PAYMENT_COMPLETED],
      secret: SECRET,
      createdBy: randomUUID(),
    });
  const enqueuer = new WebhookDispatcher({ prisma });
  const stored = Array.from({ length: events }, (_, n) =>
    newEvent(PAYMENT_COMPLETED, tenantId, { n, amount: 10 }),
  );
  for (let i = 0; i < stored.length; i += 50)
    await Promise.all(stored.slice(i, i + 50).map((event) => enqueuer.enqueue(event)));
  const total = events * ENDPOINTS;
  const running = Array.from({ length: dispatchers }, (_, i) =>
    dispatcherProcess(`dispatcher-${i + 1}`, databaseUrl),
  );
  try {
    await Promise.all(running.map((d) => d.ready));
    const postgresBefore = postgresCpuMs();
    const started = performance.now();
    for (const d of running) d.start();
    await until(() => target.count() + target.bad() >= total);
    const ms = performance.now() - started;
    const cpu = await Promise.all(running.map((d) => d.stop()));
    // The dispatchers' backends end with their connections: let the postmaster reap them.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const postgres = postgresCpuMs() - postgresBefore;
    if (target.bad()) throw new Error(`${target.bad()} deliveries had a bad signature`);
    const succeeded = await prisma.webhookDelivery.count({
      where: { tenantId, status: 'succeeded' },
    });
    if (succeeded !== total)
      throw new Error(`${succeeded} of ${total} deliveries recorded as succeeded`);
    return {
      deliveries: total,
      ms,
      dispatcherCpuMs: cpu.reduce((a, b) => a + b, 0),
      postgresCpuMs: postgres,
    };
  } finally {
    for (const d of running) d.kill();
    target.close();
  }
}
