import type { EventBus, PlatformEvent } from '../lib/events/bus';
import type { PrismaClient } from '../lib/db/prisma';

export interface EventRecorder {
  readonly all: PlatformEvent[];
  /** The recorded events matching `match`, once there are at least `count` of them (fails after `timeoutMs`). */
  waitFor(
    match: (event: PlatformEvent) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<PlatformEvent[]>;
  /** The events matching `match` after the relay has had `settleMs` to publish anything still pending. */
  settled(match: (event: PlatformEvent) => boolean, settleMs?: number): Promise<PlatformEvent[]>;
}

/**
 * Records every event of `types` a bus delivers. Events are published after commit by the outbox
 * relay, so a test waits for them rather than expecting them when the response arrives.
 */
export function recordBusEvents(
  bus: EventBus,
  types: string[],
  transform: (event: PlatformEvent) => PlatformEvent | Promise<PlatformEvent> = (e) => e,
): EventRecorder {
  const all: PlatformEvent[] = [];
  const waiters = new Set<() => void>();
  for (const type of types) {
    bus.subscribe(type, async (event) => {
      all.push(await transform(event));
      for (const wake of waiters) wake();
    });
  }
  const matching = (match: (event: PlatformEvent) => boolean) => all.filter(match);
  return {
    all,
    waitFor(match, count = 1, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = matching(match);
          if (found.length < count) return;
          cleanUp();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(
            new Error(
              `expected ${count} matching event(s) within ${timeoutMs} ms, saw ${matching(match).length}`,
            ),
          );
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    async settled(match, settleMs = 300) {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      return matching(match);
    },
  };
}

/** The outbox row of an event once the relay has marked it published (it does so right after the bus accepted it). */
export async function publishedOutboxRow(prisma: PrismaClient, id: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await prisma.outboxEvent.findUniqueOrThrow({ where: { id } });
    if (row.publishedAt || Date.now() > deadline) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The outbox rows of `type` about `subject` (the resource's id), oldest first. */
export function outboxRowsAbout(prisma: PrismaClient, type: string, subject: string) {
  return prisma.outboxEvent.findMany({ where: { type, subject }, orderBy: { seq: 'asc' } });
}

/**
 * The one outbox row of `type` about `subject`, checked to be the only one and to be recorded by
 * `service` under the outbox's default source (`urn:platform:<service>`, lib/events/outbox.ts).
 */
export async function onlyOutboxRow(
  prisma: PrismaClient,
  service: string,
  type: string,
  subject: string,
) {
  const rows = await outboxRowsAbout(prisma, type, subject);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ service, source: `urn:platform:${service}` });
  return rows[0];
}
