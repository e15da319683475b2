import type { Pool } from 'pg';
import { backgroundService, type BackgroundService } from '../../background-service';
import type { EventBus, EventBusStatus, EventHandler, PlatformEvent } from '../bus';
import type { Deduplicator } from '../dedupe';
import { describeErrors, runHandlers } from '../retry';
import { activeTraceparent } from '../../observability/trace-context';
import { serviceLogger } from '../../observability/logger';
import { appendEvents, eventsAfter, newestSeq, withGroupCursor } from './event-log-store';

const log = serviceLogger('events');

/**
 * Who reads: an instance (a gateway, a worker) sees every event from its start on, its cursor in
 * memory; a service group (`platform.<service>`) shares one cursor row among its instances, from
 * the oldest retained event, with the group's handled ids remembered in the database.
 */
export type PostgresReader =
  | { kind: 'instance'; dedupe: Deduplicator }
  | { kind: 'group'; consumer: string; dedupe: Deduplicator };

export interface PostgresBusOptions {
  pool: Pool;
  reader: PostgresReader;
  /** Called on the first subscription: the process's LISTEN connection starts then. */
  onFirstSubscription: () => void;
  /** Safety-net poll for a missed notification (default `EVENT_BUS_POLL_MS`, 1 s). */
  pollIntervalMs: number;
  /** Rows of the log read per round (default 500). */
  batchSize?: number;
  /** Tries per event before it is given up (default 3), and the wait between them. */
  maxAttempts?: number;
  retryDelayMs?: number;
}

/**
 * Events between processes through PostgreSQL (docs/event-bus.md, "PostgreSQL bus"): a publish
 * appends rows to `platform.bus_events` and notifies; a receiver reads the rows after its cursor
 * when notified, when its LISTEN connection comes back (what it missed meanwhile) and at each
 * poll, and hands them to its handlers in `seq` order.
 */
export class PostgresEventBus implements EventBus {
  readonly kind = 'postgres' as const;
  readonly stats = { received: 0, handled: 0, duplicates: 0, retries: 0, failed: 0 };
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private readonly loop: BackgroundService;
  /** An instance's cursor: the last `seq` it read (taken at construction: "from now on"). */
  private cursor: bigint | undefined;
  private readonly origin: Promise<void>;

  constructor(private readonly options: PostgresBusOptions) {
    this.loop = backgroundService({
      name: 'postgres event bus',
      round: () => this.round(),
      intervalMs: options.pollIntervalMs,
    });
    this.origin =
      options.reader.kind === 'instance'
        ? newestSeq(options.pool).then(
            (seq) => void (this.cursor ??= seq),
            () => undefined, // the first round asks again
          )
        : Promise.resolve();
  }

  async publish(event: PlatformEvent): Promise<void> {
    await this.publishAll([event]);
  }

  async publishAll(events: PlatformEvent[]): Promise<void> {
    if (events.length === 0) return;
    const traceparent = activeTraceparent();
    await appendEvents(
      this.options.pool,
      events.map((e) => (e.traceparent || !traceparent ? e : { ...e, traceparent })),
    );
  }

  subscribe(type: string, handler: EventHandler): () => void {
    const set = this.handlers.get(type) ?? new Set<EventHandler>();
    set.add(handler);
    this.handlers.set(type, set);
    if (this.loop.isStopped) {
      this.loop.start();
      this.options.onFirstSubscription();
    }
    return () => set.delete(handler);
  }

  /** A notification of rows up to `seq` (undefined: unknown): read them unless this instance already has. */
  notified(seq: bigint | undefined): void {
    const read = this.options.reader.kind === 'instance' ? this.cursor : undefined;
    if (seq === undefined || read === undefined || seq > read) this.loop.kick();
  }

  /** Reads what is new now (the LISTEN connection came back). */
  kick(): void {
    this.loop.kick();
  }

  /** Resolves once an instance knows where it starts. */
  async ready(): Promise<void> {
    await this.origin;
  }

  async status(): Promise<EventBusStatus> {
    const reader = this.options.reader;
    return {
      kind: this.kind,
      reader: reader.kind === 'group' ? reader.consumer : 'instance',
      ...(reader.kind === 'instance' ? { cursor: this.cursor?.toString() } : {}),
      subscribedTypes: this.types().sort(),
      consumer: { ...this.stats },
    };
  }

  async close(): Promise<void> {
    await this.loop.stop();
    this.handlers.clear();
  }

  private types(): string[] {
    return [...this.handlers].filter(([, set]) => set.size > 0).map(([type]) => type);
  }

  /** One page of the log; answers whether more was already visible. */
  private async round(): Promise<boolean> {
    const types = this.types();
    const limit = this.options.batchSize ?? 500;
    const reader = this.options.reader;
    if (reader.kind === 'group')
      return withGroupCursor(this.options.pool, reader.consumer, async (cursor, sql) => {
        const page = await eventsAfter(sql, cursor, types, limit);
        await this.deliver(page.events.map((e) => e.event));
        return { result: page.more, cursor: page.upTo };
      });
    this.cursor ??= await newestSeq(this.options.pool);
    const page = await eventsAfter(this.options.pool, this.cursor, types, limit);
    await this.deliver(page.events.map((e) => e.event));
    this.cursor = page.upTo;
    return page.more;
  }

  /**
   * In order, each event once (ids handled before are skipped), each handler tried
   * `maxAttempts` times; an event that still fails is logged and counted (`failed`) and the
   * reader moves on, so one bad event never stops the others.
   */
  private async deliver(events: PlatformEvent[]): Promise<void> {
    const dedupe = this.options.reader.dedupe;
    const seen = await dedupe.seenAmong(events.map((e) => e.id));
    const handled: string[] = [];
    try {
      for (const event of events) {
        this.stats.received++;
        if (seen.has(event.id)) {
          this.stats.duplicates++;
          continue;
        }
        seen.add(event.id);
        const failures = await runHandlers(
          [...(this.handlers.get(event.type) ?? [])],
          event,
          this.options.maxAttempts ?? 3,
          this.options.retryDelayMs ?? 200,
          () => this.stats.retries++,
        );
        if (failures.length === 0) {
          handled.push(event.id);
          this.stats.handled++;
        } else {
          this.stats.failed++;
          log.error(
            { eventId: event.id, type: event.type, reason: describeErrors(failures) },
            'handlers failed; event given up',
          );
        }
      }
    } finally {
      await dedupe.rememberAll(handled);
    }
  }
}
