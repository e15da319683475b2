import { randomUUID } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { freePort } from '../free-port';
import { waitFor } from '../wait';
import { Kafka, logLevel } from 'kafkajs';
import { newEvent, type PlatformEvent } from '../../lib/events/bus';
import { KafkaEventBus } from '../../lib/events/kafka/bus';
import { consumerLag } from '../../lib/events/kafka/lag';
import { replayDeadLetters } from '../../lib/events/kafka/replay';
import { rawMessages, startMockKafka, type MockKafka } from '../kafka-mock';

let kafka: MockKafka;
const buses: KafkaEventBus[] = [];

beforeAll(async () => {
  kafka = await startMockKafka();
});
afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await kafka.stop();
});

function bus(options: Partial<ConstructorParameters<typeof KafkaEventBus>[0]> = {}): KafkaEventBus {
  const made = new KafkaEventBus({
    brokers: kafka.brokers,
    clientId: 'test',
    groupId: `g-${randomUUID()}`,
    fromBeginning: true,
    retryDelayMs: 10,
    ...options,
  });
  buses.push(made);
  return made;
}

/** A handler that records what it gets, and a way to wait for the n-th event. */
function collector() {
  const got: PlatformEvent[] = [];
  let wake: () => void = () => undefined;
  return {
    got,
    handler: (event: PlatformEvent) => {
      got.push(event);
      wake();
    },
    async until(count: number, timeoutMs = 10_000): Promise<PlatformEvent[]> {
      const deadline = Date.now() + timeoutMs;
      while (got.length < count) {
        if (Date.now() > deadline) throw new Error(`got ${got.length} of ${count} events`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return got;
    },
  };
}

async function produceRaw(topic: string, value: string, key = randomUUID()): Promise<void> {
  const producer = new Kafka({
    clientId: 'raw',
    brokers: kafka.brokers,
    logLevel: logLevel.NOTHING,
  }).producer();
  await producer.connect();
  await producer.send({ topic, messages: [{ key, value }] });
  await producer.disconnect();
}

const tenant = randomUUID();
const event = (type: string, data: unknown, tenantId = tenant): PlatformEvent => ({
  ...newEvent(type, tenantId, data, randomUUID()),
  source: 'urn:platform:test-svc',
  subject: 'thing-1',
});

describe('the Kafka event bus', () => {
  it('publishes CloudEvents 1.0 structured JSON keyed by tenant, and a consumer in another group gets each event', async () => {
    const consumer = bus();
    const seen = collector();
    consumer.subscribe('test.created', seen.handler);
    await consumer.ready();
    const sent = event('test.created', { n: 1, nested: { ok: true } });
    await bus().publish(sent);

    const [got] = await seen.until(1);
    expect(got).toEqual({ ...sent, time: new Date(sent.time).toISOString() });
    const [raw] = await rawMessages(kafka.brokers, 'platform.test.created.v1', 1);
    expect(raw.key?.toString()).toBe(tenant);
    expect(raw.headers?.['content-type']?.toString()).toBe('application/cloudevents+json');
    expect(JSON.parse(raw.value!.toString())).toEqual({
      specversion: '1.0',
      id: sent.id,
      source: 'urn:platform:test-svc',
      type: 'platform.test.created.v1',
      subject: 'thing-1',
      time: new Date(sent.time).toISOString(),
      datacontenttype: 'application/json',
      tenantid: tenant,
      requestid: sent.requestId,
      data: { n: 1, nested: { ok: true } },
    });
  });

  it("keeps each tenant's events in order and delivers an event id once (redeliveries skipped)", async () => {
    const consumer = bus();
    const seen = collector();
    consumer.subscribe('test.ordered', seen.handler);
    await consumer.ready();
    const other = randomUUID();
    const events = Array.from({ length: 60 }, (_, i) =>
      event('test.ordered', { i }, i % 2 ? other : tenant),
    );
    const producer = bus();
    await producer.publishAll(events);
    await producer.publishAll([events[0], events[7]]);
    await seen.until(60);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(seen.got).toHaveLength(60);
    for (const id of [tenant, other]) {
      const order = seen.got
        .filter((e) => e.tenantId === id)
        .map((e) => (e.data as { i: number }).i);
      expect(order).toEqual(
        events.filter((e) => e.tenantId === id).map((e) => (e.data as { i: number }).i),
      );
    }
    expect(consumer.stats).toMatchObject({ handled: 60, duplicates: 2, deadLettered: 0 });
  });

  it('ignores unknown attributes and data fields, and takes the tenant from tenantid', async () => {
    const consumer = bus();
    const seen = collector();
    consumer.subscribe('test.extended', seen.handler);
    await consumer.ready();
    const id = randomUUID();
    const future = {
      specversion: '1.0',
      id,
      source: 'urn:platform:future-svc',
      type: 'platform.test.extended.v1',
      time: new Date().toISOString(),
      datacontenttype: 'application/json',
      tenantid: tenant,
      newattribute: 'x',
      data: { known: 1, added: { later: true } },
    };
    await produceRaw('platform.test.extended.v1', JSON.stringify(future));
    const [got] = await seen.until(1);
    expect(got).toMatchObject({
      id,
      tenantId: tenant,
      type: 'test.extended',
      source: 'urn:platform:future-svc',
      data: { known: 1 },
    });
  });

  it('retries a failing handler, then routes the event to the dead-letter topic with the reason; never drops it', async () => {
    const consumer = bus({ maxAttempts: 3 });
    let calls = 0;
    consumer.subscribe('test.poison', () => {
      calls++;
      throw new Error('handler cannot cope');
    });
    const seen = collector();
    consumer.subscribe('test.after', seen.handler);
    await consumer.ready();
    const poison = event('test.poison', { bad: true });
    await bus().publish(poison);
    await produceRaw('platform.test.poison.v1', 'not json at all');

    const letters = await rawMessages(kafka.brokers, 'platform.test.poison.v1.dlq', 2);
    expect(calls).toBe(3);
    const first = letters.find((m) => m.headers?.['x-dlq-attempts']?.toString() === '3')!;
    expect(JSON.parse(first.value!.toString())).toMatchObject({ id: poison.id, tenantid: tenant });
    expect(first.headers?.['x-dlq-reason']?.toString()).toBe('handler cannot cope');
    expect(first.headers?.['x-dlq-consumer-group']?.toString()).toBe(consumer.groupId);
    const malformed = letters.find((m) => m.headers?.['x-dlq-attempts']?.toString() === '0')!;
    expect(malformed.value?.toString()).toBe('not json at all');
    expect(malformed.headers?.['x-dlq-reason']?.toString()).toBe('malformed: value is not JSON');
    expect(consumer.stats).toMatchObject({ deadLettered: 2, retries: 2 });

    // The consumer carries on with what comes next.
    await bus().publish(event('test.after', {}));
    await seen.until(1);
  });

  it("exposes the group's lag: what was produced and not yet consumed", async () => {
    const groupId = `lag-${randomUUID()}`;
    const consumer = bus({ groupId });
    const seen = collector();
    consumer.subscribe('test.lag', seen.handler);
    await consumer.ready();
    await bus().publishAll([event('test.lag', { i: 0 })]);
    await seen.until(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await consumer.lag()).reduce((sum, p) => sum + p.lag, 0)).toBe(0);
    await consumer.close();

    await bus().publishAll(Array.from({ length: 5 }, (_, i) => event('test.lag', { i })));
    const admin = new Kafka({
      clientId: 'lag',
      brokers: kafka.brokers,
      logLevel: logLevel.NOTHING,
    }).admin();
    const lags = await consumerLag(admin, groupId, ['platform.test.lag.v1']);
    await admin.disconnect();
    expect(lags.reduce((sum, p) => sum + p.lag, 0)).toBe(5);
  });

  it('keeps trying to start its consumer while the broker is unreachable, and consumes once it is there', async () => {
    const port = await freePort();
    const consumer = bus({ brokers: [`127.0.0.1:${port}`], retries: 0, restartDelayMs: 300 });
    const seen = collector();
    consumer.subscribe('test.late', seen.handler);
    await new Promise((resolve) => setTimeout(resolve, 700));
    // The broker "comes up": a TCP relay on the address the bus was given, to the mock cluster.
    const [host, brokerPort] = kafka.brokers[0].split(':');
    const relay = createServer((socket) => {
      const upstream = connect(Number(brokerPort), host);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
    try {
      await waitFor(async () => {
        await bus().publish(event('test.late', { late: true }));
        return seen.got.length > 0;
      }, 20_000);
      expect(seen.got[0]).toMatchObject({ type: 'test.late', data: { late: true } });
    } finally {
      await consumer.close();
      relay.close();
    }
  }, 30_000);

  it('replays dead letters to their topic once the cause is fixed; a second replay sends nothing new', async () => {
    const consumer = bus({ maxAttempts: 2 });
    let broken = true;
    const handled: string[] = [];
    consumer.subscribe('test.replayed', (e) => {
      if (broken) throw new Error('downstream is down');
      handled.push(e.id);
    });
    await consumer.ready();
    const lost = event('test.replayed', { n: 1 });
    await bus().publish(lost);
    await rawMessages(kafka.brokers, 'platform.test.replayed.v1.dlq', 1);
    expect(handled).toEqual([]);

    broken = false;
    expect(
      await replayDeadLetters({ brokers: kafka.brokers, topic: 'platform.test.replayed.v1' }),
    ).toBe(1);
    await waitFor(() => handled.length > 0);
    expect(handled).toEqual([lost.id]);
    const replayed = await rawMessages(kafka.brokers, 'platform.test.replayed.v1', 2);
    expect(replayed[1].headers?.['x-replayed-from-dlq-offset']?.toString()).toBe('0');
    expect(replayed[1].headers?.['x-dlq-reason']).toBeUndefined();
    expect(
      await replayDeadLetters({ brokers: kafka.brokers, topic: 'platform.test.replayed.v1' }),
    ).toBe(0);
  }, 40_000);
});
