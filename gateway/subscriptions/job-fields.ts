import type { GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import { requireCaller, type RequestContext } from '../../lib/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { Delivery } from './delivery';
import { resolutionKey, type JobEventFanOut, type JobSubscriber } from './fanout';
import { isSubscriptionTarget, JobSink } from './job-sink';
import type { ReceivedJobUpdate } from '../../subgraphs/media/common/events';
import { isTerminalStatus, type JobResolver, type ResolvedJob } from './resolve';
import { jobSelection } from './selection';

// Job types are lower-case words joined by hyphens (image-generation); anything else never matches.
const JOB_TYPE = /^[a-z][a-z0-9-]{0,63}$/;

type SubscribeField = GraphQLFieldResolver<unknown, RequestContext>;

interface Subscription {
  sink: JobSink;
  subscriber: Omit<JobSubscriber, 'accepts' | 'deliver'>;
}

/** `root` is the subscription's target, which index.ts passes as graphql-js's root value. */
function open(root: unknown, context: RequestContext, info: GraphQLResolveInfo, onFinish: () => void): Subscription {
  const caller = requireCaller(context);
  if (!isSubscriptionTarget(root)) throw new Error('A job subscription needs its socket and id as the root value');
  const selection = jobSelection(info);
  return {
    sink: new JobSink(root, String(info.path.key), onFinish),
    subscriber: { tenantId: caller.tenantId, context, selection, resolutionKey: resolutionKey(selection, context) },
  };
}

/**
 * The subscription root fields the gateway serves, attached to its own copy of the API schema.
 * Each registers with the fan-out before it returns, so an event published from then on reaches
 * it; graphql-ws starts streaming only after that.
 */
export function jobSubscriptionFields(fanout: JobEventFanOut, resolver: JobResolver): Record<string, SubscribeField> {
  /** `jobProgress(jobId)`: the job now, then on every change until it ends. */
  const jobProgress: SubscribeField = async (root, args: { jobId: string }, context, info) => {
    let remove = (): void => undefined;
    const sub = open(root, context, info, () => remove());
    // The current state first: it tells the client where the job stands, even if it has ended.
    const snapshot = resolver.snapshot(sub.subscriber.selection, context, args.jobId);
    // A failed snapshot sends nothing: it is reported below as the subscription's error.
    sub.sink.push(new Delivery(snapshot.catch(() => undefined)));
    remove = fanout.add({
      ...sub.subscriber,
      accepts: (event: ReceivedJobUpdate) => event.jobId === args.jobId,
      deliver: (delivery, event) => {
        sub.sink.push(delivery);
        if (isTerminalStatus(event.status)) sub.sink.end();
      },
    });
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
  const jobUpdated: SubscribeField = (root, args: { status?: string | null; type?: string | null }, context, info) => {
    // `status` is a JobStatus: the schema already refused any other value.
    if (args.type != null && !JOB_TYPE.test(args.type)) {
      throw new ValidationError([{ field: 'type', problem: 'must be a job type such as image-generation' }]).toGraphQLError();
    }
    let remove = (): void => undefined;
    const sub = open(root, context, info, () => remove());
    remove = fanout.add({
      ...sub.subscriber,
      accepts: (event) => (args.status == null || event.status === args.status) && (args.type == null || event.type === args.type),
      deliver: (delivery) => sub.sink.push(delivery),
    });
    return sub.sink;
  };

  return { jobProgress, jobUpdated };
}
