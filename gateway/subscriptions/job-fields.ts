import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import { requireCaller, type RequestContext } from '../../lib/context';
import { ValidationError } from '../../lib/errors';
import type { Delivery } from './delivery';
import { resolutionKey, type JobEventFanOut, type JobSubscriber } from './fanout';
import { isSubscriptionTarget, JobSink } from './job-sink';
import {
  hasEnded,
  MEDIA_JOBS,
  NOTIFICATIONS,
  type JobEvent,
  type ProgressKind,
} from './progress-kinds';
import { jobSelection, type JobSelection } from './selection';

// Job types are lower-case words joined by hyphens (image-generation); anything else never matches.
const JOB_TYPE = /^[a-z][a-z0-9-]{0,63}$/;

type SubscribeField = GraphQLFieldResolver<unknown, RequestContext>;

/**
 * What a job subscription takes: one job's events (its kind's progress field), its tenant's
 * matching a status and a type (jobUpdated), or one owner's (notificationAdded).
 */
type JobFilter =
  | { jobId: string }
  | { jobId?: undefined; status?: string | null; type?: string | null; ownerId?: string };

/**
 * One job subscription: the sink graphql-ws iterates, and what the fan-out reads. A class, so
 * each of ten thousand subscriptions holds its fields only and shares its methods, where
 * closures made per subscription cost each one a few hundred bytes (docs/subscriptions.md).
 * `root` is the subscription's target, which index.ts passes as graphql-js's root value.
 */
export class JobSubscription implements JobSubscriber {
  readonly tenantId: string;
  readonly selection: JobSelection;
  readonly resolutionKey: string;
  readonly sink: JobSink;

  constructor(
    root: unknown,
    readonly context: RequestContext,
    info: GraphQLResolveInfo,
    fanout: JobEventFanOut,
    private readonly kind: ProgressKind,
    private readonly filter: JobFilter,
  ) {
    const caller = requireCaller(context);
    if (!isSubscriptionTarget(root))
      throw new Error('A job subscription needs its socket and id as the root value');
    this.tenantId = caller.tenantId;
    this.selection = jobSelection(info, kind);
    this.resolutionKey = resolutionKey(this.selection, context);
    this.sink = new JobSink(root, String(info.path.key), () => fanout.remove(this));
  }

  accepts(event: JobEvent): boolean {
    const filter = this.filter;
    if (filter.jobId !== undefined) return event.jobId === filter.jobId;
    return (
      (filter.status == null || event.values.status === filter.status) &&
      (filter.type == null || event.values.type === filter.type) &&
      (filter.ownerId === undefined || event.values.ownerId === filter.ownerId)
    );
  }

  /** A subscription following one job ends with it, on the event's status or, without one, the job's as resolved. */
  deliver(delivery: Delivery, event: JobEvent): void {
    this.sink.push(delivery);
    if (this.filter.jobId === undefined) return;
    const status = event.values.status;
    if (typeof status === 'string') this.endsWith(status);
    else
      delivery.whenSettled((job) => {
        if (job) this.endsWith(job.status);
      });
  }

  /** Ends the subscription when `status` is one after which the job no longer changes. */
  endsWith(status: string): void {
    if (hasEnded(this.kind, status)) this.sink.end();
  }
}

/** `jobUpdated(status, type)`: every matching change of the caller's tenant's media jobs. */
export function jobUpdatedField(fanout: JobEventFanOut): Record<string, SubscribeField> {
  const jobUpdated: SubscribeField = (
    root,
    args: { status?: string | null; type?: string | null },
    context,
    info,
  ) => {
    // `status` is a JobStatus: the schema already refused any other value.
    if (args.type != null && !JOB_TYPE.test(args.type)) {
      throw new ValidationError([
        { field: 'type', problem: 'must be a job type such as image-generation' },
      ]).toGraphQLError();
    }
    const sub = new JobSubscription(root, context, info, fanout, MEDIA_JOBS, args);
    // Registered before it returns, so an event published from then on reaches it.
    fanout.add(sub);
    return sub.sink;
  };
  return { jobUpdated };
}

/**
 * `notificationAdded`: each notice entering the caller's inbox. Only the owner's events are
 * resolved for a subscriber, and through `notification(id:)`, which answers only the owner.
 */
export function notificationAddedField(fanout: JobEventFanOut): Record<string, SubscribeField> {
  const notificationAdded: SubscribeField = (root, _args, context, info) => {
    const ownerId = requireCaller(context).id;
    const sub = new JobSubscription(root, context, info, fanout, NOTIFICATIONS, { ownerId });
    fanout.add(sub);
    return sub.sink;
  };
  return { notificationAdded };
}
