import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';
import { createPrisma, type PrismaClient } from '../lib/db/prisma';
import { newEvent, type EventBus, type PlatformEvent } from '../lib/events/bus';
import { DatabaseDeduplicator, MemoryDeduplicator, type Deduplicator } from '../lib/events/dedupe';
import { InProcessEventBus } from '../lib/events/in-process';
import { KafkaEventBus } from '../lib/events/kafka/bus';
import { recordEvents } from '../lib/events/outbox';
import { OutboxRelay } from '../lib/events/relay';
import { insertEndpoint } from '../subgraphs/integrations/webhooks/endpoint-store';
import { WebhookDispatcher } from '../subgraphs/integrations/dispatcher/dispatcher';
import { freePort } from '../test/free-port';
import { startMockKafka } from '../test/kafka-mock';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const TENANTS = 50;
const WEBHOOK_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 200);
const ENDPOINTS = 10;
const SECRET = 'benchmark-signing-secret-0123456789';

const rate = (count: number, ms: number) => `${((count * 1000) / ms).toFixed(0)}/s`;
const until = async (done: () => boolean | Promise<boolean>) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 10));
};

/** Writes `count` events of `type` for `service` into the outbox, 500 per transaction, over TENANTS tenants. */
async function fillOutbox(prisma: PrismaClient, service: string, type: string, count: number): Promise<void> {
  const tenants = Array.from({ length: TENANTS }, () => randomUUID());
  for (let i = 0; i < count; i += 500) {
    const batch = Array.from({ length: Math.min(500, count - i) }, (_, j) => ({ ...newEvent(type, tenants[(i + j) % TENANTS], { n: i + j, amount: 10, reference: 'bench' }), source: 'urn:platform:bench' }));
    await prisma.$transaction((tx) => recordEvents(tx, service, batch));
  }
}

/** Outbox rows to the bus: time from the relay's start to the last row marked published. */
async function relayRun(prisma: PrismaClient, bus: EventBus, service: string): Promise<number> {
  await fillOutbox(prisma, service, `bench.${service}`, EVENTS);
  const relay = new OutboxRelay({ prisma, events: bus, services: [service], batchSize: 500 });
  const started = performance.now();
  await relay.start();
  await until(() => relay.published >= EVENTS);
  const ms = performance.now() - started;
  await relay.stop();
  return ms;
}

/** A consumer group reading a topic of EVENTS events from the start: first join to the last one handled. */
async function consumeRun(brokers: string[], type: string, dedupe: Deduplicator): Promise<number> {
  const bus = new KafkaEventBus({ brokers, clientId: 'bench', groupId: `bench-${randomUUID()}`, fromBeginning: true, dedupe });
  let seen = 0;
  bus.subscribe(type, () => void seen++);
  await bus.ready();
  const started = performance.now();
  await until(() => seen >= EVENTS);
  const ms = performance.now() - started;
  await bus.close();
  return ms;
}

/** A receiver that checks each signature, as a customer would, and answers 200. */
async function receiver(): Promise<{ url: string; count: () => number; bad: () => number; close: () => void }> {
  let count = 0;
  let bad = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const expected = Buffer.from(`sha256=${createHmac('sha256', SECRET).update(Buffer.concat(chunks)).digest('hex')}`);
      const given = Buffer.from(String(req.headers['x-platform-signature']));
      if (given.length === expected.length && timingSafeEqual(given, expected)) count++;
      else bad++;
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, count: () => count, bad: () => bad, close: () => server.close() };
}

/** Stored deliveries sent to a loopback receiver by `dispatchers` dispatchers sharing the database. */
async function webhookRun(prisma: PrismaClient, dispatchers: number): Promise<{ deliveries: number; ms: number }> {
  const target = await receiver();
  const { id: tenantId } = await prisma.tenant.create({ data: { name: `bench ${randomUUID()}` } });
  for (let i = 0; i < ENDPOINTS; i++) await insertEndpoint(prisma, { tenantId, url: target.url, events: ['payment.completed'], secret: SECRET, createdBy: randomUUID() });
  const enqueuer = new WebhookDispatcher({ prisma });
  const events: PlatformEvent[] = Array.from({ length: WEBHOOK_EVENTS }, (_, n) => newEvent('payment.completed', tenantId, { n, amount: 10 }));
  for (const event of events) await enqueuer.enqueue(event);
  const total = WEBHOOK_EVENTS * ENDPOINTS;
  const running = Array.from({ length: dispatchers }, () => new WebhookDispatcher({ prisma, pollIntervalMs: 50 }));
  const started = performance.now();
  for (const d of running) d.start();
  await until(() => target.count() + target.bad() >= total);
  const ms = performance.now() - started;
  await Promise.all(running.map((d) => d.stop()));
  target.close();
  if (target.bad()) throw new Error(`${target.bad()} deliveries had a bad signature`);
  return { deliveries: total, ms };
}

/**
 * Events through the platform's parts, each measured alone in one process: the outbox relay
 * publishing to Kafka (librdkafka's mock cluster through kcat, on loopback) and, for comparison,
 * to the in-process bus; a consumer group reading them back (deduplicating in memory, then in
 * PostgreSQL); and stored webhook deliveries sent to a loopback receiver.
 */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-bench-events-'));
  const db = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false });
  const kafka = await startMockKafka();
  const prisma = createPrisma(db.url, 10);
  try {
    await migrate(db.url);
    console.log(`Events: ${EVENTS} events over ${TENANTS} tenants; ${cpus().length} CPUs; ${new Date().toISOString()}`);
    const line = (what: string, count: number, ms: number, extra = '') => console.log(`${what.padEnd(42)} ${rate(count, ms).padStart(8)}  (${ms.toFixed(0)} ms)${extra}`);
    const kafkaBus = new KafkaEventBus({ brokers: kafka.brokers, clientId: 'bench-relay', groupId: 'bench-relay' });
    await relayRun(prisma, kafkaBus, 'warmup');
    const toKafka = await relayRun(prisma, kafkaBus, 'kafka');
    line('outbox relay -> Kafka (mock cluster)', EVENTS, toKafka);
    const inProcess = await relayRun(prisma, new InProcessEventBus(), 'inprocess');
    line('outbox relay -> in-process bus', EVENTS, inProcess, `  Kafka/in-process ${(inProcess / toKafka).toFixed(2)}`);
    await kafkaBus.close();
    line('Kafka consumer group, memory dedupe', EVENTS, await consumeRun(kafka.brokers, 'bench.kafka', new MemoryDeduplicator()));
    line('Kafka consumer group, PostgreSQL dedupe', EVENTS, await consumeRun(kafka.brokers, 'bench.kafka', new DatabaseDeduplicator(prisma, 'bench')));
    for (const dispatchers of [1, 3]) {
      const run = await webhookRun(prisma, dispatchers);
      line(`webhooks: ${run.deliveries} signed deliveries, ${dispatchers} dispatcher(s)`, run.deliveries, run.ms);
    }
  } finally {
    await prisma.$disconnect();
    await kafka.stop();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
