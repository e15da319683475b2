import type { RequestContext } from '../../lib/context';
import type { EventBus, PlatformEvent } from '../../lib/events/bus';
import { Delivery } from './delivery';
import { MEDIA_JOBS, type JobEvent, type ProgressKind } from './progress-kinds';
import type { JobResolver } from './resolve';
import type { JobSelection } from './selection';
import { serviceLogger } from '../../lib/observability/logger';

const log = serviceLogger('subscriptions');

/** One active job subscription, as the fan-out sees it. */
export interface JobSubscriber {
  tenantId: string;
  context: RequestContext;
  selection: JobSelection;
  /** Subscribers with the same key see the same resolved job (same query, same caller). */
  resolutionKey: string;
  accepts(event: JobEvent): boolean;
  deliver(delivery: Delivery, event: JobEvent): void;
}

/**
 * What makes two subscribers see the same thing: the query, its variables and the caller (id,
 * roles and plan tier: everything the subgraphs' visibility rules may read). Subscribers share a
 * resolution, and the serialised message (delivery.ts), only when their keys are equal.
 */
export function resolutionKey(selection: JobSelection, context: RequestContext): string {
  const caller = context.caller;
  const who = caller ? `${caller.id}|${[...caller.roles].sort().join(',')}|${caller.planTier}` : '';
  return `${context.tenantId}|${who}|${selection.shapeId}|${JSON.stringify(selection.variables)}`;
}

/**
 * One subscription to the event bus per kind of job (progress-kinds.ts) for the whole gateway,
 * fanned out to the subscribers of the event's tenant only. Per event, each distinct resolution
 * key is resolved and serialised once and shared, so ten thousand identical subscribers cost one
 * query and one JSON.stringify per event, not ten thousand.
 */
export class JobEventFanOut {
  private readonly byTenant = new Map<string, Set<JobSubscriber>>();
  private readonly unsubscribe: () => void;

  constructor(
    events: EventBus,
    private readonly resolver: JobResolver,
    private readonly kind: ProgressKind = MEDIA_JOBS,
  ) {
    // The handler returns at once: a publisher never waits for subscribers' queries.
    this.unsubscribe = events.subscribe(kind.eventType, (event) => this.dispatch(event));
  }

  /** Registers synchronously, so no event published after this call is missed. */
  add(subscriber: JobSubscriber): void {
    const set = this.byTenant.get(subscriber.tenantId) ?? new Set<JobSubscriber>();
    set.add(subscriber);
    this.byTenant.set(subscriber.tenantId, set);
  }

  /** Unregisters; removing twice, or what was never added, does nothing. */
  remove(subscriber: JobSubscriber): void {
    const set = this.byTenant.get(subscriber.tenantId);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) this.byTenant.delete(subscriber.tenantId);
  }

  close(): void {
    this.unsubscribe();
    this.byTenant.clear();
  }

  private dispatch(event: PlatformEvent): void {
    const subscribers = this.byTenant.get(event.tenantId);
    if (!subscribers) return;
    const data = this.kind.read(event.data);
    if (!data) {
      log.error({ eventId: event.id }, `ignored a ${event.type} event it could not read`);
      return;
    }
    const shared = new Map<string, Delivery>();
    for (const subscriber of subscribers) {
      if (!subscriber.accepts(data)) continue;
      let delivery = shared.get(subscriber.resolutionKey);
      if (!delivery) {
        const resolved = this.resolver
          .resolve(subscriber.selection, subscriber.context, data.jobId, data)
          .catch((error: unknown) => {
            log.error({ err: error, jobId: data.jobId }, 'resolving a job failed');
            return undefined;
          });
        delivery = new Delivery(resolved);
        shared.set(subscriber.resolutionKey, delivery);
      }
      subscriber.deliver(delivery, data);
    }
  }
}
