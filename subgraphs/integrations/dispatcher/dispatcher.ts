import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus, PlatformEvent } from '../../../lib/events/bus';
import { EVENT_TYPES, isEventType } from '../../../lib/events/catalog';
import { QueueWorker } from '../../../lib/jobs/queue-worker';
import { serviceLogger } from '../../../lib/observability/logger';
import { retrySchedule, type RetrySchedule } from '../../../lib/retry-schedule';
import {
  claimDue,
  deliveryGauge,
  insertDeliveries,
  type ClaimedDelivery,
} from '../deliveries/delivery-store';
import { DEFAULT_TIMEOUT_MS, RETRY_DELAYS_MS } from '../deliveries/retry-schedule';
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
 * Turns platform events into stored deliveries and sends the due ones, on the platform's one
 * queue worker (lib/jobs/queue-worker.ts): once there is room for a batch it claims one and
 * starts its attempts without waiting for them, so sending, claiming and recording overlap and a
 * slow receiver holds one slot, not the round. Everything it knows is in the database, so any
 * number of dispatchers can share it and a restart resumes the schedule.
 */
export class WebhookDispatcher {
  readonly clock: Clock;
  private readonly prisma: PrismaClient;
  private readonly timeoutMs: number;
  private readonly batchSize: number;
  private unsubscribe: (() => void)[] = [];
  private readonly worker: QueueWorker<ClaimedDelivery>;
  private readonly recorder: OutcomeRecorder;
  private readonly retries: RetrySchedule;

  constructor(private readonly options: DispatcherOptions) {
    this.prisma = options.prisma;
    this.clock = options.clock ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.batchSize = options.batchSize ?? 50;
    // Targets are judged on each delivery (lib/http/targets/); read now, a setting it replaced stops the start.
    privateTargetsAllowed();
    this.recorder = new OutcomeRecorder(this.prisma, this.clock);
    this.retries = retrySchedule({ delaysMs: RETRY_DELAYS_MS }, this.clock);
    this.worker = new QueueWorker<ClaimedDelivery>({
      name: 'webhooks',
      concurrency: Math.max(options.concurrency ?? 200, this.batchSize),
      batch: this.batchSize,
      pollIntervalMs: options.pollIntervalMs ?? 1000,
      gauge: deliveryGauge(this.prisma),
      claim: (owner, limit) => {
        const now = this.clock.now();
        const leaseUntil = new Date(now.getTime() + this.timeoutMs + 60_000);
        return claimDue(this.prisma, now, leaseUntil, limit, owner);
      },
      run: (delivery) => this.attempt(delivery),
      failed: (delivery, error) =>
        serviceLogger('webhooks').error(
          { err: error, deliveryId: delivery.id },
          'recording an attempt failed; the delivery is due again when its claim ends',
        ),
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
    this.worker.start();
  }

  /** Stops looking for work and waits for the attempts in flight to be recorded. */
  async stop(): Promise<void> {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    await this.worker.stop();
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
    this.worker.kick();
  }

  /**
   * One round, complete: claims up to a batch of due deliveries, sends them in parallel and
   * records every outcome; answers how many. Tests drive the schedule with it; the background
   * loop overlaps its batches instead.
   */
  runDue(): Promise<number> {
    return this.worker.runOnce(this.batchSize);
  }

  /** Sends one claimed delivery and resolves once its outcome is recorded. */
  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const result = await sendDelivery(
      delivery.url,
      delivery.secret,
      { eventId: delivery.eventId, at: this.clock.now() },
      delivery.payload,
      this.timeoutMs,
    );
    const at = this.clock.now();
    const attempts = delivery.attempts + 1;
    const retryAt = result.ok ? null : this.retries.nextAttemptAt(attempts);
    const status = result.ok ? 'succeeded' : retryAt ? 'failed' : 'dead';
    await this.recorder.record({
      endpointId: delivery.endpointId,
      ok: result.ok,
      outcome: {
        id: delivery.id,
        claim: delivery.claim,
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
