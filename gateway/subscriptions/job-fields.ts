import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import { requireCaller, type RequestContext } from '../../lib/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { Delivery } from './delivery';
import { resolutionKey, type JobEventFanOut, type JobSubscriber } from './fanout';
import { isSubscriptionTarget, JobSink } from './job-sink';
import type { ReceivedJobUpdate } from '../../subgraphs/media/common/events';
import { isTerminalStatus, type JobResolver, type ResolvedJob } from './resolve';
import { jobSelection, type JobSelection } from './selection';

// Job types are lower-case words joined by hyphens (image-generation); anything else never matches.
const JOB_TYPE = /^[a-z][a-z0-9-]{0,63}$/;

type SubscribeField = GraphQLFieldResolver<unknown, RequestContext>;

/** What a job subscription takes: one job's events (jobProgress), or its tenant's matching a status and a type (jobUpdated). */
type JobFilter =
  { jobId: string } | { jobId?: undefined; status?: string | null; type?: string | null };

/**
 * One job subscription: the sink graphql-ws iterates, and what the fan-out reads. A class, so
 * each of ten thousand subscriptions holds its fields only and shares its methods, where
 * closures made per subscription cost each one a few hundred bytes (docs/subscriptions.md).
 * `root` is the subscription's target, which index.ts passes as graphql-js's root value.
 */
class JobSubscription implements JobSubscriber {
  readonly tenantId: string;
  readonly selection: JobSelection;
  readonly resolutionKey: string;
  readonly sink: JobSink;

  constructor(
    root: unknown,
    readonly context: RequestContext,
    info: GraphQLResolveInfo,
    fanout: JobEventFanOut,
    private readonly filter: JobFilter,
  ) {
    const caller = requireCaller(context);
    if (!isSubscriptionTarget(root))
      throw new Error('A job subscription needs its socket and id as the root value');
    this.tenantId = caller.tenantId;
    this.selection = jobSelection(info);
    this.resolutionKey = resolutionKey(this.selection, context);
    this.sink = new JobSink(root, String(info.path.key), () => fanout.remove(this));
  }

  accepts(event: ReceivedJobUpdate): boolean {
    const filter = this.filter;
    if (filter.jobId !== undefined) return event.jobId === filter.jobId;
    return (
      (filter.status == null || event.status === filter.status) &&
      (filter.type == null || event.type === filter.type)
    );
  }

  deliver(delivery: Delivery, event: ReceivedJobUpdate): void {
    this.sink.push(delivery);
    // jobProgress follows one job, so it ends with it.
    if (this.filter.jobId !== undefined && isTerminalStatus(event.status)) this.sink.end();
  }
}

/**
 * The subscription root fields the gateway serves, attached to its own copy of the API schema.
 * Each registers with the fan-out before it returns, so an event published from then on reaches
 * it; graphql-ws starts streaming only after that.
 */
export function jobSubscriptionFields(
  fanout: JobEventFanOut,
  resolver: JobResolver,
): Record<string, SubscribeField> {
  /** `jobProgress(jobId)`: the job now, then on every change until it ends. */
  const jobProgress: SubscribeField = async (root, args: { jobId: string }, context, info) => {
    const sub = new JobSubscription(root, context, info, fanout, args);
    // The current state first: it tells the client where the job stands, even if it has ended.
    const snapshot = resolver.snapshot(sub.selection, context, args.jobId);
    // A failed snapshot sends nothing: it is reported below as the subscription's error.
    sub.sink.push(new Delivery(snapshot.catch(() => undefined)));
    fanout.add(sub);
    let current: ResolvedJob | undefined;
    try {
      current = await snapshot;
    } catch (error) {
      await sub.sink.return();
      throw error;
    }
    if (!current) {
      await sub.sink.return();
      throw new NotFoundError('Job', args.jobId).toGraphQLError();
    }
    if (isTerminalStatus(current.status)) sub.sink.end();
    return sub.sink;
  };

  /** `jobUpdated(status, type)`: every matching change of the caller's tenant's jobs. */
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
    const sub = new JobSubscription(root, context, info, fanout, args);
    fanout.add(sub);
    return sub.sink;
  };

  return { jobProgress, jobUpdated };
}
