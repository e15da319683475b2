import { randomUUID } from 'node:crypto';
import { newEvent, type EventBus, type PlatformEvent } from '../../lib/events/bus';
import { InProcessEventBus } from '../../lib/events/in-process';
import { recordEvent, recordEvents } from '../../lib/events/outbox';
import { OutboxRelay } from '../../lib/events/relay';
import { waitFor } from '../wait';
import { publishedOutboxRow, recordBusEvents } from '../events';
import { platformFixture } from '../fixture';

// A service name the platform's own relay does not publish, so these relays own their rows.
const SERVICE = 'relay-test';
const { p } = platformFixture({ isolated: true });

const relays: OutboxRelay[] = [];
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
});

async function relay(
  events: EventBus,
  options: { pollIntervalMs?: number; batchSize?: number } = {},
): Promise<OutboxRelay> {
  const made = new OutboxRelay({
    prisma: p.prisma,
    events,
    services: [SERVICE],
    pollIntervalMs: options.pollIntervalMs ?? 60_000,
    batchSize: options.batchSize,
  });
  relays.push(made);
  await made.start();
  return made;
}

const tenant = randomUUID();
const event = (i: number, tenantId = tenant): PlatformEvent => ({
  ...newEvent('relay.tested', tenantId, { i }),
  source: 'urn:platform:relay-test',
});

describe('the outbox relay', () => {
  it('publishes after commit (woken by NOTIFY, no poll), in order per tenant, and marks each row published', async () => {
    const bus = new InProcessEventBus();
    const seen = recordBusEvents(bus, ['relay.tested']);
    await relay(bus, { batchSize: 7 });
    const other = randomUUID();
    const events = Array.from({ length: 40 }, (_, i) => event(i, i % 3 ? tenant : other));
    for (let i = 0; i < events.length; i += 10) {
      await p.prisma.$transaction((tx) => recordEvents(tx, SERVICE, events.slice(i, i + 10)));
    }
    await seen.waitFor(() => true, 40);
    for (const id of [tenant, other]) {
      expect(
        seen.all.filter((e) => e.tenantId === id).map((e) => (e.data as { i: number }).i),
      ).toEqual(events.filter((e) => e.tenantId === id).map((e) => (e.data as { i: number }).i));
    }
    await waitFor(
      async () =>
        (await p.prisma.outboxEvent.count({ where: { service: SERVICE, publishedAt: null } })) ===
        0,
    );
  });

  it('publishes nothing for a transaction that rolled back', async () => {
    const bus = new InProcessEventBus();
    const seen = recordBusEvents(bus, ['relay.tested']);
    await relay(bus);
    const lost = event(-1);
    await expect(
      p.prisma.$transaction(async (tx) => {
        await recordEvent(tx, SERVICE, lost);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const kept = event(1);
    await recordEvent(p.prisma, SERVICE, kept);
    await seen.waitFor((e) => e.id === kept.id);
    expect(seen.all.some((e) => e.id === lost.id)).toBe(false);
    await expect(p.prisma.outboxEvent.findUnique({ where: { id: lost.id } })).resolves.toBeNull();
  });

  it('keeps an event whose publish failed, records the attempt, and publishes it (before later ones) on the next round', async () => {
    const inner = new InProcessEventBus();
    const seen = recordBusEvents(inner, ['relay.tested']);
    let failures = 1;
    const flaky: EventBus = {
      kind: 'in-process',
      publish: (e) => inner.publish(e),
      publishAll: async (events) => {
        if (failures-- > 0) throw new Error('broker unavailable');
        await inner.publishAll(events);
      },
      subscribe: (type, handler) => inner.subscribe(type, handler),
      status: () => inner.status(),
      close: () => inner.close(),
    };
    const first = event(1);
    const second = event(2);
    await recordEvent(p.prisma, SERVICE, first);
    const r = await relay(flaky, { pollIntervalMs: 100 });
    await recordEvent(p.prisma, SERVICE, second);
    await seen.waitFor(() => true, 2);
    expect(seen.all.map((e) => e.id)).toEqual([first.id, second.id]);
    const row = await publishedOutboxRow(p.prisma, first.id);
    expect(row).toMatchObject({
      attempts: 1,
      lastError: 'broker unavailable',
      publishedAt: expect.any(Date),
    });
    expect(r.published).toBe(2);
  });

  it('lets one relay at a time publish a service: two relays never send an event twice or out of order', async () => {
    const bus = new InProcessEventBus();
    const seen = recordBusEvents(bus, ['relay.tested']);
    await relay(bus, { batchSize: 5, pollIntervalMs: 20 });
    await relay(bus, { batchSize: 5, pollIntervalMs: 20 });
    const events = Array.from({ length: 50 }, (_, i) => event(i));
    await Promise.all(events.map((e) => recordEvent(p.prisma, SERVICE, e)));
    await seen.waitFor(() => true, 50);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.all).toHaveLength(50);
    const rows = await p.prisma.outboxEvent.findMany({
      where: { id: { in: events.map((e) => e.id) } },
      orderBy: { seq: 'asc' },
    });
    expect(seen.all.map((e) => e.id)).toEqual(rows.map((r) => r.id));
  });
});

describe('/health/events', () => {
  it('is served by the gateway and by every subgraph, with the bus and the outbox backlog', async () => {
    const gateway = await p.rest('GET', '/health/events');
    expect(gateway.status).toBe(200);
    expect(gateway.body.bus).toMatchObject({
      kind: 'in-process',
      subscribedTypes: expect.arrayContaining(['media.job.updated', 'payment.completed']),
    });
    for (const subgraph of p.platform.subgraphs) {
      const res = await fetch(subgraph.url.replace(/\/graphql$/, '/health/events'));
      expect([subgraph.name, res.status]).toEqual([subgraph.name, 200]);
      expect(await res.json()).toMatchObject({
        bus: { kind: 'in-process' },
        outbox: { pending: expect.any(Number) },
      });
    }
  });
});

describe('the in-process bus', () => {
  it('retries a failing handler; one that keeps failing leaves the event in the outbox for the next round', async () => {
    const bus = new InProcessEventBus();
    let calls = 0;
    const handled: string[] = [];
    bus.subscribe('relay.tested', (e) => {
      calls++;
      // Fails its first four calls: three tries in the first round, one more in the next.
      if (calls <= 4) throw new Error(`not yet (${calls})`);
      handled.push(e.id);
    });
    const stuck = event(7);
    await recordEvent(p.prisma, SERVICE, stuck);
    await relay(bus, { pollIntervalMs: 100 });
    await waitFor(() => handled.includes(stuck.id));
    const row = await publishedOutboxRow(p.prisma, stuck.id);
    expect(row).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('not yet (3)'),
      publishedAt: expect.any(Date),
    });
    expect(calls).toBe(5);
  });
});

describe('outbox retention', () => {
  it('deletes published events past the retention period and keeps the rest, pending ones included', async () => {
    const r = new OutboxRelay({
      prisma: p.prisma,
      events: new InProcessEventBus(),
      services: [SERVICE],
      retentionDays: 7,
    });
    const [old, recent, pending] = [event(1), event(2), event(3)];
    await recordEvents(p.prisma, SERVICE, [old, recent, pending]);
    const day = 86_400_000;
    await p.prisma.outboxEvent.update({
      where: { id: old.id },
      data: { publishedAt: new Date(Date.now() - 8 * day) },
    });
    await p.prisma.outboxEvent.update({
      where: { id: recent.id },
      data: { publishedAt: new Date(Date.now() - 6 * day) },
    });
    await p.prisma.outboxEvent.update({
      where: { id: pending.id },
      data: { time: new Date(Date.now() - 30 * day) },
    });
    expect(await r.pruneHourly()).toBeGreaterThanOrEqual(1);
    const left = await p.prisma.outboxEvent.findMany({
      where: { id: { in: [old.id, recent.id, pending.id] } },
    });
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, pending.id].sort());
    // Once an hour: a second call right after does nothing.
    expect(await r.pruneHourly()).toBe(0);
  });
});
