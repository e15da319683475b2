import { Client } from 'pg';
import { serviceLogger } from '../observability/logger';

const log = serviceLogger('db');

export interface NotificationListenerOptions {
  databaseUrl: string;
  /** The channel to LISTEN on (a plain identifier). */
  channel: string;
  /** Called with each notification's payload. */
  onNotify: (payload: string) => void;
  /**
   * Called once the connection is (re)established: what was sent while it was down is lost, so
   * a receiver reads what it missed here.
   */
  onConnected?: () => void;
  /** The `application_name` of the connection (`pg_stat_activity`). */
  applicationName?: string;
  /** Wait before reconnecting after a drop (default 1 s; 5 s after a failed reconnect). */
  reconnectDelayMs?: number;
}

/**
 * One dedicated connection that LISTENs on a channel (NOTIFY is delivered at commit only) and
 * reconnects when it drops. Its users also poll, so a notification lost in the gap is late,
 * never lost (the outbox relay, the PostgreSQL event bus).
 */
export class NotificationListener {
  private client: Client | undefined;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: NotificationListenerOptions) {}

  /** Connects; rejects when the first connection fails (later drops reconnect on their own). */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.options.databaseUrl,
      application_name: this.options.applicationName,
    });
    client.on('notification', (message) => this.options.onNotify(message.payload ?? ''));
    client.on('error', (error) => {
      log.warn({ reason: error.message, channel: this.options.channel }, 'LISTEN connection lost');
      if (this.client === client) this.client = undefined;
      client.end().catch(() => undefined);
      this.reconnectLater(this.options.reconnectDelayMs ?? 1000);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) return void (await client.end().catch(() => undefined));
    this.client = client;
    this.options.onConnected?.();
  }

  private reconnectLater(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.stopped || this.client) return;
      this.connect().catch(() => this.reconnectLater(5000));
    }, delayMs);
    this.timer.unref();
  }
}
