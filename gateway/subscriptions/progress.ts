import type { GraphQLFieldResolver } from 'graphql';
import type { RequestContext } from '../../lib/context';
import { NotFoundError } from '../../lib/errors';
import { Delivery } from './delivery';
import type { JobEventFanOut } from './fanout';
import { JobSubscription } from './job-fields';
import type { ProgressKind } from './progress-kinds';
import type { JobResolver, ResolvedJob } from './resolve';

type SubscribeField = GraphQLFieldResolver<unknown, RequestContext>;

/**
 * The progress subscription of one kind of job (`jobProgress`, `trainingProgress`,
 * `exportProgress`: progress-kinds.ts): the job now, then the job on every event of it, until it
 * ends. Each message is the kind's query field run through the gateway with the subscriber's
 * context and selection (resolve.ts), so roles, tenancy and visibility are those of the HTTP
 * read; a job the caller cannot see is NOT_FOUND (or the owning service's own refusal).
 *
 * It lives in the gateway, not lib/: it resolves through the gateway's Apollo Server and writes
 * to the gateway's graphql-ws sockets (docs/subscriptions.md, "How it works").
 */
export function progressField(
  kind: ProgressKind,
  fanout: JobEventFanOut,
  resolver: JobResolver,
): Record<string, SubscribeField> {
  const subscribe: SubscribeField = async (root, args: Record<string, string>, context, info) => {
    const jobId = args[kind.idArg];
    const sub = new JobSubscription(root, context, info, fanout, kind, { jobId });
    // The current state first: it tells the client where the job stands, even if it has ended.
    const snapshot = resolver.snapshot(sub.selection, context, jobId);
    // A failed snapshot sends nothing: it is reported below as the subscription's error.
    sub.sink.push(new Delivery(snapshot.catch(() => undefined)));
    // Registered before the snapshot answers, so an event published meanwhile queues behind it.
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
      throw new NotFoundError(kind.entity, jobId).toGraphQLError();
    }
    sub.endsWith(current.status);
    return sub.sink;
  };
  return { [kind.field]: subscribe };
}
