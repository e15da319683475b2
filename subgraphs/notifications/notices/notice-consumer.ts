import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import type { EventBus, PlatformEvent } from '../../../lib/events/bus';
import type { NotificationsServices } from '../common/deps';
import { NOTICE_EVENT_TYPES, noticesFromEvent } from './notice-rules';

/** An event the bus handed in, and how its handler learns the outcome. */
interface Heard {
  event: PlatformEvent;
  handled: () => void;
  failed: (error: unknown) => void;
}

/**
 * Listens to the platform's events and turns each into notices (notice-rules.ts) in rounds of
 * lib/background-service.ts: a round takes every event heard since the last and handles them
 * together, then wakes the mail worker once if mail was queued. Each bus handler waits for its
 * event's outcome, so a failed handling throws back to the bus, which delivers the event again
 * (at least once; the stored rows' unique keys make the repeat add nothing), and `stop` waits for
 * the round in flight before the database goes away.
 */
export class NoticeConsumer implements BackgroundService {
  private readonly loop: BackgroundService;
  private unsubscribe: (() => void)[] = [];
  private heard: Heard[] = [];

  constructor(private readonly deps: NotificationsServices & { events: EventBus }) {
    // The interval is only the safety net: every event heard kicks a round.
    this.loop = backgroundService({ name: 'notices', round: () => this.round(), intervalMs: 5000 });
  }

  get isStopped(): boolean {
    return this.loop.isStopped;
  }

  start(): void {
    this.unsubscribe = NOTICE_EVENT_TYPES.map((type) =>
      this.deps.events.subscribe(type, (event) => this.hear(event)),
    );
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  /** Hears no more, waits for the round in flight; events not handled yet go back to the bus. */
  async stop(): Promise<void> {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    await this.loop.stop();
    for (const { failed } of this.heard.splice(0)) failed(new Error('notice consumer stopped'));
  }

  private hear(event: PlatformEvent): Promise<void> {
    return new Promise((handled, failed) => {
      this.heard.push({ event, handled, failed });
      this.loop.kick();
    });
  }

  private async round(): Promise<boolean> {
    const batch = this.heard.splice(0);
    if (batch.length === 0) return false;
    const queued = await Promise.all(
      batch.map(async ({ event, handled, failed }) => {
        try {
          const mails = await noticesFromEvent(this.deps, event);
          handled();
          return mails;
        } catch (error) {
          failed(error);
          return 0;
        }
      }),
    );
    if (queued.some((mails) => mails > 0)) this.deps.mailQueued();
    return this.heard.length > 0;
  }
}
