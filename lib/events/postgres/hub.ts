import type { Pool } from 'pg';
import { backgroundService, type BackgroundService } from '../../background-service';
import { systemClock } from '../../clock';
import { envInt } from '../../config';
import { NotificationListener } from '../../db/notification-listener';
import { PostgresEventBus, type PostgresReader } from './bus';
import { BUS_CHANNEL, pruneEvents } from './event-log-store';

export interface PostgresHubOptions {
  pool: Pool;
  databaseUrl: string;
  /** Safety-net poll of each receiver (default `EVENT_BUS_POLL_MS`, 1000). */
  pollIntervalMs?: number;
  /** Events are deleted this long after they were published (default `EVENT_BUS_RETENTION_HOURS`, 24). */
  retentionHours?: number;
}

/**
 * The PostgreSQL buses of one process: one LISTEN connection for all of them, started with the
 * first subscription, and the log's retention (checked hourly by every process that receives).
 */
export class PostgresBusHub {
  private readonly buses: PostgresEventBus[] = [];
  private listener: NotificationListener | undefined;
  private readonly prune: BackgroundService;
  private closed = false;

  constructor(private readonly options: PostgresHubOptions) {
    const hours = options.retentionHours ?? envInt('EVENT_BUS_RETENTION_HOURS', 24);
    this.prune = backgroundService({
      name: 'event bus retention',
      round: async () => {
        await pruneEvents(options.pool, new Date(systemClock.now().getTime() - hours * 3_600_000));
        return false;
      },
      intervalMs: 3_600_000,
    });
  }

  bus(reader: PostgresReader): PostgresEventBus {
    const bus = new PostgresEventBus({
      pool: this.options.pool,
      reader,
      pollIntervalMs: this.options.pollIntervalMs ?? envInt('EVENT_BUS_POLL_MS', 1000),
      onFirstSubscription: () => this.listen(),
    });
    this.buses.push(bus);
    return bus;
  }

  async ready(): Promise<void> {
    await Promise.all(this.buses.map((bus) => bus.ready()));
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.stop();
    await this.prune.stop();
    await Promise.all(this.buses.map((bus) => bus.close()));
  }

  private listen(): void {
    if (this.listener || this.closed) return;
    this.listener = new NotificationListener({
      databaseUrl: this.options.databaseUrl,
      channel: BUS_CHANNEL,
      applicationName: 'platform event bus',
      onNotify: (payload) => {
        const seq = /^\d+$/.test(payload) ? BigInt(payload) : undefined;
        for (const bus of this.buses) bus.notified(seq);
      },
      // Back after a drop: read what was published meanwhile.
      onConnected: () => this.buses.forEach((bus) => bus.kick()),
    });
    // A first connection that fails is tried again in 5 s; the receivers' polls carry on meanwhile.
    this.listener.start().catch(() => this.retryListen());
    this.prune.start();
  }

  private retryListen(): void {
    const listener = this.listener;
    this.listener = undefined;
    void listener?.stop();
    setTimeout(() => this.listen(), 5000).unref();
  }
}
