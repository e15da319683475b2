import { randomUUID } from 'node:crypto';
import { databaseUrlOf, poolOf } from '../../lib/db/prisma';
import { newEvent, type EventBus, type PlatformEvent } from '../../lib/events/bus';
import { DatabaseDeduplicator, MemoryDeduplicator } from '../../lib/events/dedupe';
import { PostgresBusHub } from '../../lib/events/postgres/hub';
import { platformFixture } from '../fixture';
import { waitFor } from '../wait';

// The PostgreSQL bus (docs/event-bus.md, "PostgreSQL bus") on the test platform's database; each
// hub stands for one process. The poll is a minute, so what arrives came by NOTIFY or catch-up.
const { p } = platformFixture();

const hubs: PostgresBusHub[] = [];
afterEach(async () => {
  await Promise.all(hubs.splice(0).map((hub) => hub.close()));
});

function aProcess(): PostgresBusHub {
  const hub = new PostgresBusHub({
    pool: poolOf(p.prisma),
    databaseUrl: databaseUrlOf(p.prisma)!,
    pollIntervalMs: 60_000,
  });
  hubs.push(hub);
  return hub;
}

const instance = (hub: PostgresBusHub) =>
  hub.bus({ kind: 'instance', dedupe: new MemoryDeduplicator() });
const member = (hub: PostgresBusHub, group: string) =>
  hub.bus({ kind: 'group', consumer: group, dedupe: new DatabaseDeduplicator(p.prisma, group) });

const tenant = randomUUID();
const events = (type: string, n: number): PlatformEvent[] =>
  Array.from({ length: n }, (_, i) => newEvent(type, tenant, { i }));

function record(bus: EventBus, type: string): number[] {
  const got: number[] = [];
  bus.subscribe(type, (event) => void got.push((event.data as { i: number }).i));
  return got;
}

/** The backends of the event bus's LISTEN connections on this database. */
async function listeners(): Promise<number[]> {
  const rows = await p.prisma.$queryRaw<{ pid: number }[]>`
    SELECT pid FROM pg_stat_activity
    WHERE application_name = 'platform event bus' AND datname = current_database()`;
  return rows.map((row) => row.pid);
}

describe('the PostgreSQL event bus', () => {
  it('delivers every event to every instance, in order, from its start on', async () => {
    const type = `pg.${randomUUID()}`;
    const publisher = instance(aProcess());
    await publisher.publishAll(events(type, 3));
    const [a, b] = [instance(aProcess()), instance(aProcess())];
    await Promise.all([a.ready(), b.ready()]);
    const [gotA, gotB] = [record(a, type), record(b, type)];
    await publisher.publishAll(events(type, 50));
    await publisher.publish(newEvent(type, tenant, { i: 50 }));
    const all = Array.from({ length: 51 }, (_, i) => i);
    await waitFor(() => gotA.length === 51 && gotB.length === 51, 10_000);
    expect(gotA).toEqual(all);
    expect(gotB).toEqual(all);
    expect(await a.status()).toMatchObject({
      kind: 'postgres',
      reader: 'instance',
      consumer: { received: 51, handled: 51, duplicates: 0 },
    });
  });

  it('catches up on what was published while its LISTEN connection was down', async () => {
    const type = `pg.${randomUUID()}`;
    const hub = aProcess();
    const receiver = instance(hub);
    const got = record(receiver, type);
    await waitFor(async () => (await listeners()).length === 1, 10_000);
    const [lost] = await listeners();
    await p.prisma.$queryRaw`SELECT pg_terminate_backend(${lost}::int)`;
    await waitFor(async () => (await listeners()).length === 0, 5_000);
    // Published with nobody listening: no notification reaches this receiver.
    await instance(aProcess()).publishAll(events(type, 5));
    await waitFor(() => got.length === 5, 15_000);
    expect(got).toEqual([0, 1, 2, 3, 4]);
    const [back] = await listeners();
    expect(back).not.toBe(lost);
  });

  it('delivers each event once to a service group, whichever of its instances takes it', async () => {
    const type = `pg.${randomUUID()}`;
    const group = `platform.pg-test-${randomUUID()}`;
    const members = [member(aProcess(), group), member(aProcess(), group)];
    const got: number[][] = members.map((bus) => record(bus, type));
    const publisher = instance(aProcess());
    for (let i = 0; i < 4; i++)
      await publisher.publishAll(
        events(type, 20).map((e, j) => ({ ...e, data: { i: i * 20 + j } })),
      );
    await waitFor(() => got[0].length + got[1].length >= 80, 15_000);
    // A while longer: a second delivery would show up now.
    await new Promise((done) => setTimeout(done, 500));
    expect([...got[0], ...got[1]].sort((x, y) => x - y)).toEqual(
      Array.from({ length: 80 }, (_, i) => i),
    );
    // A new group starts at the oldest retained event; an instance that joins the group later
    // sees only what the group has not handled yet.
    const late = member(aProcess(), group);
    const lateGot = record(late, type);
    await publisher.publish(newEvent(type, tenant, { i: 80 }));
    await waitFor(() => lateGot.length + got[0].length + got[1].length === 81, 10_000);
    const fresh = record(member(aProcess(), `platform.pg-test-${randomUUID()}`), type);
    await waitFor(() => fresh.length === 81, 10_000);
  });

  it('skips an event the group already handled (a republished outbox row)', async () => {
    const type = `pg.${randomUUID()}`;
    const group = `platform.pg-test-${randomUUID()}`;
    const bus = member(aProcess(), group);
    const got = record(bus, type);
    const [once] = events(type, 1);
    await bus.publish(once);
    await waitFor(() => got.length === 1, 10_000);
    await bus.publish(once);
    await bus.publish(newEvent(type, tenant, { i: 1 }));
    await waitFor(() => got.length === 2, 10_000);
    expect(got).toEqual([0, 1]);
    expect(await bus.status()).toMatchObject({ consumer: { duplicates: 1 } });
  });
});
