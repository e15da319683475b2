import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus, PlatformEvent } from '../../../lib/events/bus';
import { EVENT_TYPES, isEventType } from '../../../lib/events/catalog';
import { WorkLoop } from '../../../lib/work-loop';
import { claimDue, insertDeliveries, recordAttempt, type ClaimedDelivery } from '../deliveries/delivery-store';
import { DEFAULT_TIMEOUT_MS, DISABLE_AFTER_FAILURES, nextRetryAt } from '../deliveries/retry-schedule';
import { toCloudEvent } from '../events/cloudevent';
import { systemClock, type Clock } from '../shared/clock';
import { allowPrivateTargetsFromEnv } from '../../../lib/http/private-addresses';
import { webhookDeliveries } from '../../../lib/observability/metrics';
import { findEndpointsByIds, findSubscribers, recordEndpointFailure, recordEndpointSuccess } from '../webhooks/endpoint-store';
import { EXPORT_DELIVERY } from '../../reports/shared/events';
import { enqueueReportDelivery } from './report-delivery';
import { sendDelivery } from './send';

/**
 * What the dispatcher works with. It runs beside the API, outside any request, so it gets them
 * from whoever starts it (server.ts, tests, the events benchmark) rather than from a context.
 */
export interface DispatcherDeps {
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
  /** Deliveries claimed (and sent in parallel) per round. */
  batchSize?: number;
  /** Whether deliveries may go to loopback and private networks (development: yes; production: no). */
  allowPrivateTargets?: boolean;
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
  private readonly allowPrivateTargets: boolean;
  private unsubscribe: (() => void)[] = [];
  private readonly loop: WorkLoop;

  constructor(private readonly options: DispatcherOptions) {
    this.prisma = options.prisma;
    this.clock = options.clock ?? systemClock;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.batchSize = options.batchSize ?? 20;
    this.allowPrivateTargets = options.allowPrivateTargets ?? allowPrivateTargetsFromEnv();
    this.loop = new WorkLoop('webhooks', async () => (await this.runDue()) === this.batchSize, options.pollIntervalMs ?? 1000);
  }

  start(): void {
    const bus = this.options.events;
    if (bus) {
      this.unsubscribe = EVENT_TYPES.map((type) => bus.subscribe(type, (event) => this.enqueue(event).then(() => undefined)));
      // A scheduled report goes to the one endpoint its schedule names, not to subscribers of a type.
      this.unsubscribe.push(bus.subscribe(EXPORT_DELIVERY, (event) => enqueueReportDelivery(this.prisma, event, this.clock.now()).then((count) => (count ? this.kick() : undefined))));
    }
    this.loop.start();
  }

  /** Stops looking for work and waits for the attempts in flight to be recorded. */
  async stop(): Promise<void> {
    for (const off of this.unsubscribe) off();
    this.unsubscribe = [];
    await this.loop.stop();
  }

  /** Stores one delivery per enabled endpoint of the event's tenant subscribed to its type; answers how many. */
  async enqueue(event: PlatformEvent): Promise<number> {
    if (!isEventType(event.type)) return 0;
    const endpoints = await findSubscribers(this.prisma, event.tenantId, event.type);
    const payload = JSON.stringify(toCloudEvent({ ...event, type: event.type }));
    const now = this.clock.now();
    const count = await insertDeliveries(
      this.prisma,
      endpoints.map((endpoint) => ({ tenantId: event.tenantId, endpointId: endpoint.id, eventId: event.id, eventType: event.type, payload, nextAttemptAt: now })),
    );
    if (count) this.kick();
    return count;
  }

  /** Looks for due deliveries now rather than at the next poll (a new event, a redelivery, an endpoint enabled). */
  kick(): void {
    this.loop.kick();
  }

  /** One round: claims the due deliveries, sends them in parallel, records each outcome; answers how many. */
  async runDue(): Promise<number> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + this.timeoutMs + 60_000);
    const claimed = await claimDue(this.prisma, now, leaseUntil, this.batchSize);
    if (claimed.length === 0) return 0;
    const endpoints = new Map((await findEndpointsByIds(this.prisma, [...new Set(claimed.map((d) => d.endpointId))])).map((e) => [e.id, e]));
    await Promise.all(claimed.map((delivery) => this.attempt(delivery, endpoints.get(delivery.endpointId))));
    return claimed.length;
  }

  private async attempt(delivery: ClaimedDelivery, endpoint: { url: string; secret: string } | undefined): Promise<void> {
    // The endpoint was deleted after the claim; its deliveries went with it.
    if (!endpoint) return;
    const result = await sendDelivery(endpoint.url, endpoint.secret, delivery.payload, this.timeoutMs, !this.allowPrivateTargets);
    const at = this.clock.now();
    const attempts = delivery.attempts + 1;
    if (result.ok) {
      await recordAttempt(this.prisma, delivery.id, { status: 'succeeded', attempts, statusCode: result.statusCode, error: null, at, nextAttemptAt: null });
      await recordEndpointSuccess(this.prisma, delivery.endpointId);
      webhookDeliveries.inc({ outcome: 'delivered' });
      return;
    }
    const retryAt = nextRetryAt(attempts, at);
    await recordAttempt(this.prisma, delivery.id, { status: retryAt ? 'failed' : 'dead', attempts, statusCode: result.statusCode, error: result.error, at, nextAttemptAt: retryAt });
    await recordEndpointFailure(this.prisma, delivery.endpointId, DISABLE_AFTER_FAILURES, at);
    webhookDeliveries.inc({ outcome: retryAt ? 'retrying' : 'failed' });
  }
}

