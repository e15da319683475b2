import type { ApolloServer } from '@apollo/server';
import { GraphQLError, print, type ExecutionResult, type GraphQLFieldResolver } from 'graphql';
import { requireCaller, type RequestContext } from '../../lib/context';
import type { EventBus } from '../../lib/events/bus';
import { TRAINING_PROGRESS, type TrainingProgressData } from '../../subgraphs/ml/common/events';
import { OrderedStream } from './stream';

type SubscribeField = GraphQLFieldResolver<unknown, RequestContext>;

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * `trainingProgress(jobId)` (docs/api/ml.md, "Events"): the job now, then again on every
 * progress event the ml service's runner publishes for it (common/events.ts), until it ends. Each
 * message is the job read through the gateway with the subscriber's context and selection, so
 * roles and tenancy are those of `GET /ml/v1/training/{id}`; a refusal ends the subscription
 * with that error.
 */
export function trainingProgressFields(
  apollo: ApolloServer<RequestContext>,
  events: EventBus,
): Record<string, SubscribeField> {
  const trainingProgress: SubscribeField = async (
    _root,
    args: { jobId: string },
    context,
    info,
  ) => {
    const caller = requireCaller(context);
    const key = String(info.path.key);
    const selection = info.fieldNodes[0].selectionSet
      ? print(info.fieldNodes[0].selectionSet)
      : '{ id }';
    const fragments = Object.values(info.fragments)
      .map((f) => print(f))
      .join('\n');
    // `status` is always read, aliased so the subscriber's own selection is untouched.
    const query = `query TrainingProgress($id: ID!) { mlTrainingJob(id: $id) { __progressStatus: status ${selection.slice(1, -1)} } }\n${fragments}`;
    let unsubscribe = (): void => undefined;
    const stream = new OrderedStream<ExecutionResult>(() => unsubscribe());
    const read = async (): Promise<ExecutionResult> => {
      const response = await apollo.executeOperation(
        { query, variables: { id: args.jobId } },
        { contextValue: context },
      );
      if (response.body.kind !== 'single')
        throw new Error('Unexpected incremental response to a training job read');
      const { data, errors } = response.body.singleResult;
      if (errors?.length) {
        stream.end();
        return {
          errors: errors.map((e) => new GraphQLError(e.message, { extensions: e.extensions })),
        };
      }
      const { __progressStatus: status, ...job } = (data?.mlTrainingJob ?? {}) as Record<
        string,
        unknown
      >;
      if (ENDED.has(String(status))) stream.end();
      return { data: { [key]: job } };
    };
    unsubscribe = events.subscribe(TRAINING_PROGRESS, (event) => {
      const data = event.data as TrainingProgressData;
      if (event.tenantId === caller.tenantId && data.jobId === args.jobId) stream.push(read());
    });
    stream.push(read());
    return stream;
  };
  return { trainingProgress };
}
