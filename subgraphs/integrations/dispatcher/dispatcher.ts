import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus, PlatformEvent } from '../../../lib/events/bus';
import { EVENT_TYPES, isEventType } from '../../../lib/events/catalog';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { serviceLogger } from '../../../lib/observability/logger';
import { claimDue, insertDeliveries, type ClaimedDelivery } from '../deliveries/delivery-store';
import { DEFAULT_TIMEOUT_MS, nextRetryAt } from '../deliveries/retry-schedule';
import { toCloudEvent } from '../events/cloudevent';
import { systemClock, type Clock } from '../../../lib/clock';
import { privateTargetsAllowed } from '../../../lib/http/targets/target-policy';
import { webhookDeliveries } from '../../../lib/observability/metrics';
import { findSubscribers } from '../webhooks/endpoint-store';
import { EXPORT_DELIVERY } from '../../reports/common/events';
import { OutcomeRecorder } from './outcome-recorder';
import { enqueueReportDelivery } from './report-delivery';
import { sendDelivery } from './send';

/**
 * What the dispatcher works with. It runs beside the API, outside any request, so it gets them
 * from whoever starts it (server.ts, tests, the events benchmark) rather than from a context.
 */
interface DispatcherDeps {
  prisma: PrismaClient;
  /** The system clock unless given; the API stamps its changes with the same one. */
  clock?: Clock;
  /** Subscribed to every webhook event type while started. */
  events?: EventBus;
}

export interface DispatcherOptions extends DispatcherDeps {
  /** How often due deliveries are looked for (default 1 s); new ones are sent at once anyway. */
  pollIntervalMs?: number;
  /** Failure when the receiver has not answered within this long (default 20 s). */
  timeoutMs?: number;
  /** Deliveries claimed per statement (default 50). */
  batchSize?: number;
  /** Attempts in flight at most, sending or waiting to be recorded (default 200, at least `batchSize`). */
  concurrency?: number;
}

/**
 * Turns platform events into stored deliveries and sends the due ones. Everything it knows is in
 * the database, so any number of dispatchers can share it and a restart resumes the schedule.
 */
export class WebhookDispatcher {
  readonly clock: Clock;
  private readonly prisma: PrismaClient;
  private readonly timeoutMs: number;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private unsubscribe: (() => void)[] = [];
  private readonly loop: BackgroundService;
  private readonly recorder: OutcomeRecorder;
  /** Attempts the background loop started that are not recorded yet. */
  private readonly inFlight = new Set<Promise<void>>();
  private roomMade: (() => void) | undefined;

  constructor(private readonly options: DispatcherOptions) {
    this.prisma = options.prisma;
    this.clock = options.clock ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.batchSize = options.batchSize ?? 50;
    this.concurrency = Math.max(options.concurrency ?? 200, this.batchSize);
    // Targets are judged on each delivery (lib/http/targets/); read now, a setting it replaced stops the start.
    privateTargetsAllowed();
    this.recorder = new OutcomeRecorder(this.prisma, this.clock);
    this.loop = backgroundService({
      name: 'webhooks',
      round: () => this.claimMore(),
      intervalMs: options.pollIntervalMs ?? 1000,
    });
  }

  start(): void {
    const bus = this.options.events;
    if (bus) {
      this.unsubscribe = EVENT_TYPES.map((type) =>
        bus.subscribe(type, (event) => this.enqueue(event).then(() => undefined)),
      );
      // A scheduled report goes to the one endpoint its schedule names, not to subscribers of a type.
      this.unsubscribe.push(
        bus.subscribe(EXPORT_DELIVERY, (event) =>
          enqueueReportDelivery(this.prisma, event, this.clock.now()).then((count) =>
            count ? this.kick() : undefined,
          ),
        ),
      );
    }
    this.loop.start();
  }

  /** Stops looking for work and waits for the attempts in flight to be recorded. */
  async stop(): Promise<void> {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    await this.loop.stop();
    await Promise.all(this.inFlight);
  }

  /** Stores one delivery per enabled endpoint of the event's tenant subscribed to its type; answers how many. */
  async enqueue(event: PlatformEvent): Promise<number> {
    if (!isEventType(event.type)) return 0;
    const endpoints = await findSubscribers(this.prisma, event.tenantId, event.type);
    const payload = JSON.stringify(toCloudEvent({ ...event, type: event.type }));
    const now = this.clock.now();
    const count = await insertDeliveries(
      this.prisma,
      endpoints.map((endpoint) => ({
        tenantId: event.tenantId,
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        payload,
        nextAttemptAt: now,
      })),
    );
    if (count) this.kick();
    return count;
  }

  /** Looks for due deliveries now rather than at the next poll (a new event, a redelivery, an endpoint enabled). */
  kick(): void {
    this.loop.kick();
  }

  /**
   * One round, complete: claims up to a batch of due deliveries, sends them in parallel and
   * records every outcome; answers how many. Tests drive the schedule with it; the background
   * loop overlaps its batches instead (`claimMore`).
   */
  async runDue(): Promise<number> {
    const claimed = await this.claim(this.batchSize);
    await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
    return claimed.length;
  }

  /**
   * A round of the background loop: once there is room for a batch, claims one and starts its
   * attempts without waiting for them, so sending, claiming and recording overlap and a slow
   * receiver holds one slot, not the round. Answers whether more may be due (a full batch), in
   * which case the loop claims again at once.
   */
  private async claimMore(): Promise<boolean> {
    while (this.concurrency - this.inFlight.size < this.batchSize)
      await new Promise<void>((resolve) => (this.roomMade = resolve));
    const claimed = await this.claim(this.batchSize);
    for (const delivery of claimed) {
      const attempt: Promise<void> = this.attempt(delivery)
        .catch((error: unknown) =>
          serviceLogger('webhooks').error(
            { err: error, deliveryId: delivery.id },
            'recording an attempt failed; the delivery is due again when its claim ends',
          ),
        )
        .finally(() => {
          this.inFlight.delete(attempt);
          const wake = this.roomMade;
          this.roomMade = undefined;
          wake?.();
        });
      this.inFlight.add(attempt);
    }
    return claimed.length === this.batchSize;
  }

  private claim(limit: number): Promise<ClaimedDelivery[]> {
    const now = this.clock.now();
    return claimDue(this.prisma, now, new Date(now.getTime() + this.timeoutMs + 60_000), limit);
  }

  /** Sends one claimed delivery and resolves once its outcome is recorded. */
  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const result = await sendDelivery(
      delivery.url,
      delivery.secret,
      delivery.payload,
      this.timeoutMs,
    );
    const at = this.clock.now();
    const attempts = delivery.attempts + 1;
    const retryAt = result.ok ? null : nextRetryAt(attempts, at);
    const status = result.ok ? 'succeeded' : retryAt ? 'failed' : 'dead';
    await this.recorder.record({
      endpointId: delivery.endpointId,
      ok: result.ok,
      outcome: {
        id: delivery.id,
        status,
        attempts,
        statusCode: result.statusCode,
        error: result.error,
        at,
        nextAttemptAt: retryAt,
      },
    });
    webhookDeliveries.inc({ outcome: result.ok ? 'delivered' : retryAt ? 'retrying' : 'failed' });
  }
}
