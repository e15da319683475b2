import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../lib/db/embedded';
import { migrate } from '../lib/db/migrate';
import { createPrisma, type PrismaClient } from '../lib/db/prisma';
import { newEvent, type EventBus } from '../lib/events/bus';
import { DatabaseDeduplicator, MemoryDeduplicator, type Deduplicator } from '../lib/events/dedupe';
import { InProcessEventBus } from '../lib/events/in-process';
import { KafkaEventBus } from '../lib/events/kafka/bus';
import { recordEvents } from '../lib/events/outbox';
import { OutboxRelay } from '../lib/events/relay';
import { freePort } from '../test/free-port';
import { startMockKafka } from '../test/kafka-mock';
import { webhookRun } from './webhook-run';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000);
const TENANTS = 50;
/** Events stored for the webhook runs, each to 10 endpoints: enough deliveries to send for several seconds. */
const WEBHOOK_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 2000);
const DISPATCHERS = (process.env.BENCH_DISPATCHERS ?? '1,2,3').split(',').map(Number);
/** BENCH_ONLY=webhooks (or relay: the relay and consumer runs, which read what the relay wrote) runs that part alone, to profile it. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const runs = (part: 'relay' | 'webhooks') => !ONLY || ONLY.includes(part);

const rate = (count: number, ms: number) => `${((count * 1000) / ms).toFixed(0)}/s`;
const until = async (done: () => boolean | Promise<boolean>) => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 10));
};

/** Writes `count` events of `type` for `service` into the outbox, 500 per transaction, over TENANTS tenants. */
async function fillOutbox(
  prisma: PrismaClient,
  service: string,
  type: string,
  count: number,
): Promise<void> {
  const tenants = Array.from({ length: TENANTS }, () => randomUUID());
  for (let i = 0; i < count; i += 500) {
    const batch = Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
      ...newEvent(type, tenants[(i + j) % TENANTS], { n: i + j, amount: 10, reference: 'bench' }),
      source: 'urn:platform:bench',
    }));
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
  const bus = new KafkaEventBus({
    brokers,
    clientId: 'bench',
    groupId: `bench-${randomUUID()}`,
    fromBeginning: true,
    dedupe,
  });
  let seen = 0;
  bus.subscribe(type, () => void seen++);
  await bus.ready();
  const started = performance.now();
  await until(() => seen >= EVENTS);
  const ms = performance.now() - started;
  await bus.close();
  return ms;
}

/**
 * Events through the platform's parts, each measured alone in one process: the outbox relay
 * publishing to Kafka (librdkafka's mock cluster through kcat, on loopback) and, for comparison,
 * to the in-process bus; a consumer group reading them back (deduplicating in memory, then in
 * PostgreSQL); and stored webhook deliveries sent to a loopback receiver by 1, 2 and 3 dispatcher
 * processes (bench/webhook-run.ts).
 */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'lanes-bench-events-'));
  const db = await startEmbeddedPostgres({ dir, port: await freePort(), persistent: false });
  const kafka = runs('relay') ? await startMockKafka() : undefined;
  const prisma = createPrisma(db.url, 10);
  try {
    await migrate(db.url);
    console.log(
      `Events: ${EVENTS} events over ${TENANTS} tenants; ${cpus().length} CPUs; load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${new Date().toISOString()}`,
    );
    const line = (what: string, count: number, ms: number, extra = '') =>
      console.log(
        `${what.padEnd(42)} ${rate(count, ms).padStart(8)}  (${ms.toFixed(0)} ms)${extra}`,
      );
    if (kafka) {
      const kafkaBus = new KafkaEventBus({
        brokers: kafka.brokers,
        clientId: 'bench-relay',
        groupId: 'bench-relay',
      });
      await relayRun(prisma, kafkaBus, 'warmup');
      const toKafka = await relayRun(prisma, kafkaBus, 'kafka');
      line('outbox relay -> Kafka (mock cluster)', EVENTS, toKafka);
      const inProcess = await relayRun(prisma, new InProcessEventBus(), 'inprocess');
      line(
        'outbox relay -> in-process bus',
        EVENTS,
        inProcess,
        `  Kafka/in-process ${(inProcess / toKafka).toFixed(2)}`,
      );
      await kafkaBus.close();
      line(
        'Kafka consumer group, memory dedupe',
        EVENTS,
        await consumeRun(kafka.brokers, 'bench.kafka', new MemoryDeduplicator()),
      );
      line(
        'Kafka consumer group, PostgreSQL dedupe',
        EVENTS,
        await consumeRun(kafka.brokers, 'bench.kafka', new DatabaseDeduplicator(prisma, 'bench')),
      );
    }
    if (runs('webhooks')) {
      // CPU per delivery is the steadier figure on a shared machine: the rate moves with the load.
      for (const dispatchers of DISPATCHERS) {
        const run = await webhookRun(prisma, db.url, dispatchers, WEBHOOK_EVENTS);
        const perDelivery = (ms: number) => (ms / run.deliveries).toFixed(3);
        line(
          `webhooks: ${run.deliveries} signed deliveries, ${dispatchers} dispatcher(s)`,
          run.deliveries,
          run.ms,
          `  CPU ms/delivery: dispatchers ${perDelivery(run.dispatcherCpuMs)}, PostgreSQL ${perDelivery(run.postgresCpuMs)}; load ${loadavg()[0].toFixed(2)}`,
        );
      }
    }
  } finally {
    await prisma.$disconnect();
    await kafka?.stop();
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
