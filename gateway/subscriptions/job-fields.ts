import type { ExecutionResult, GraphQLFieldResolver, GraphQLResolveInfo } from 'graphql';
import { requireCaller, type RequestContext } from '../../lib/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { resolutionKey, type JobEventFanOut, type JobSubscriber } from './fanout';
import type { ReceivedJobUpdate } from '../../subgraphs/media/shared/events';
import { isTerminalStatus, subscriberResult, type JobResolver, type ResolvedJob } from './resolve';
import { jobSelection } from './selection';
import { OrderedStream } from './stream';

// Job types are lower-case words joined by hyphens (image-generation); anything else never matches.
const JOB_TYPE = /^[a-z][a-z0-9-]{0,63}$/;

type SubscribeField = GraphQLFieldResolver<unknown, RequestContext>;

interface Subscription {
  stream: OrderedStream<ExecutionResult>;
  subscriber: Omit<JobSubscriber, 'accepts' | 'deliver'>;
  /** The result this subscriber receives from a resolved job. */
  toResult(resolved: Promise<ResolvedJob | undefined>): Promise<ExecutionResult | undefined>;
}

function open(context: RequestContext, info: GraphQLResolveInfo, onFinish: () => void): Subscription {
  const caller = requireCaller(context);
  const selection = jobSelection(info);
  const responseKey = String(info.path.key);
  return {
    stream: new OrderedStream<ExecutionResult>(onFinish),
    subscriber: { tenantId: caller.tenantId, context, selection, resolutionKey: resolutionKey(selection, context) },
    toResult: (resolved) => resolved.then((job) => job && subscriberResult(job, responseKey)),
  };
}

/**
 * The subscription root fields the gateway serves, attached to its own copy of the API schema.
 * Each registers with the fan-out before it returns, so an event published from then on reaches
 * it; graphql-ws starts streaming only after that.
 */
export function jobSubscriptionFields(fanout: JobEventFanOut, resolver: JobResolver): Record<string, SubscribeField> {
  /** `jobProgress(jobId)`: the job now, then on every change until it ends. */
  const jobProgress: SubscribeField = async (_root, args: { jobId: string }, context, info) => {
    let remove = (): void => undefined;
    const sub = open(context, info, () => remove());
    // The current state first: it tells the client where the job stands, even if it has ended.
    const snapshot = resolver.snapshot(sub.subscriber.selection, context, args.jobId);
    // A failed snapshot is reported below as the subscription's error, not as a stream item.
    sub.stream.push(sub.toResult(snapshot.catch(() => undefined)));
    remove = fanout.add({
      ...sub.subscriber,
      accepts: (event: ReceivedJobUpdate) => event.jobId === args.jobId,
      deliver: (resolved, event) => {
        sub.stream.push(sub.toResult(resolved));
        if (isTerminalStatus(event.status)) sub.stream.end();
      },
    });
    let current: ResolvedJob | undefined;
    try {
      current = await snapshot;
    } catch (error) {
      await sub.stream.return();
      throw error;
    }
    if (!current) {
      await sub.stream.return();
      throw new NotFoundError('Job', args.jobId).toGraphQLError();
    }
    if (isTerminalStatus(current.status)) sub.stream.end();
    return sub.stream;
  };

  /** `jobUpdated(status, type)`: every matching change of the caller's tenant's jobs. */
  const jobUpdated: SubscribeField = (_root, args: { status?: string | null; type?: string | null }, context, info) => {
    // `status` is a JobStatus: the schema already refused any other value.
    if (args.type != null && !JOB_TYPE.test(args.type)) {
      throw new ValidationError([{ field: 'type', problem: 'must be a job type such as image-generation' }]).toGraphQLError();
    }
    let remove = (): void => undefined;
    const sub = open(context, info, () => remove());
    remove = fanout.add({
      ...sub.subscriber,
      accepts: (event) => (args.status == null || event.status === args.status) && (args.type == null || event.type === args.type),
      deliver: (resolved) => sub.stream.push(sub.toResult(resolved)),
    });
    return sub.stream;
  };

  return { jobProgress, jobUpdated };
}
