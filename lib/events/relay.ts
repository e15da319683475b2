import { databaseUrlOf, type PrismaClient } from '../db/prisma';
import { envInt } from '../config';
import { backgroundService, type BackgroundService } from '../background-service';
import { NotificationListener } from '../db/notification-listener';
import type { EventBus } from './bus';
import {
  markPublished,
  pendingEvents,
  prunePublished,
  recordPublishFailure,
  servicesWithPending,
  withRelayLock,
} from './outbox-store';
import { serviceLogger } from '../observability/logger';
import { publishTraced } from './publish-spans';
import { systemClock, type Clock } from '../clock';

const log = serviceLogger('outbox');

export interface OutboxRelayOptions {
  prisma: PrismaClient;
  events: EventBus;
  /** The services whose outbox rows this relay publishes. */
  services: string[];
  /** Safety-net poll when no notification arrives (default 1 s). */
  pollIntervalMs?: number;
  batchSize?: number;
  /** Published rows are deleted after this many days (default `OUTBOX_RETENTION_DAYS`, 7). */
  retentionDays?: number;
  /** What the publish stamps and the retention are measured with (default `systemClock`). */
  clock?: Clock;
}

const OUTBOX_CHANNEL = 'platform_outbox';

/**
 * Publishes outbox rows after their transaction commits: woken by PostgreSQL's NOTIFY (sent at
 * commit by a trigger), and by a poll for anything missed. Rows go out in `seq` order, one relay
 * per service at a time, each marked published only once the bus accepted it; a failed publish
 * stops the round so that no later event of the service overtakes it (at least once, in order).
 */
export class OutboxRelay {
  private readonly loop: BackgroundService;
  private readonly batchSize: number;
  private listener: NotificationListener | undefined;
  private lastPrune = 0;
  private readonly clock: Clock;
  published = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.batchSize = options.batchSize ?? 200;
    this.clock = options.clock ?? systemClock;
    this.loop = backgroundService({
      name: 'outbox relay',
      round: () => this.round(),
      intervalMs: options.pollIntervalMs ?? 1000,
    });
  }

  async start(): Promise<void> {
    this.loop.start();
    // A dedicated connection LISTENs for commits; when it drops, the poll carries on and it reconnects.
    const url = databaseUrlOf(this.options.prisma);
    if (!url) return;
    this.listener = new NotificationListener({
      databaseUrl: url,
      channel: OUTBOX_CHANNEL,
      onNotify: () => this.loop.kick(),
      onConnected: () => this.loop.kick(),
    });
    await this.listener.start();
  }

  kick(): void {
    this.loop.kick();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    await this.listener?.stop();
  }

  /** One batch per service; answers whether any service has more waiting. */
  private async round(): Promise<boolean> {
    let more = false;
    for (const service of await servicesWithPending(this.options.prisma, this.options.services)) {
      if ((await this.relayBatch(service)) === this.batchSize) more = true;
    }
    await this.pruneHourly();
    return more;
  }

  /** Deletes published rows past the retention period, once an hour per relay. */
  async pruneHourly(now = this.clock.now().getTime()): Promise<number> {
    if (now - this.lastPrune < 3_600_000) return 0;
    this.lastPrune = now;
    const days = this.options.retentionDays ?? envInt('OUTBOX_RETENTION_DAYS', 7);
    return prunePublished(
      this.options.prisma,
      this.options.services,
      new Date(now - days * 86_400_000),
    );
  }

  private async relayBatch(service: string): Promise<number> {
    const sent = await withRelayLock(this.options.prisma, service, async (tx) => {
      const pending = await pendingEvents(tx, service, this.batchSize);
      if (pending.length === 0) return 0;
      try {
        await publishTraced(
          service,
          pending.map((p) => p.event),
          (events) => this.options.events.publishAll(events),
        );
      } catch (error) {
        await recordPublishFailure(
          tx,
          pending[0].seq,
          error instanceof Error ? error.message : String(error),
        );
        log.error({ err: error, outboxService: service }, 'publish failed; will retry');
        return 0;
      }
      await markPublished(
        tx,
        pending.map((p) => p.seq),
        this.clock.now(),
      );
      return pending.length;
    });
    this.published += sent ?? 0;
    return sent ?? 0;
  }
}
