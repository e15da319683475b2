import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  print,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';
import { requireCaller, type RequestContext } from '../../lib/context';
import type { EventBus } from '../../lib/events/bus';
import { ANSWER_DELTA, type AnswerDeltaData } from '../../subgraphs/ai/common/events';
import { OrderedStream } from './stream';
import { serviceLogger } from '../../lib/observability/logger';

const log = serviceLogger('subscriptions');

type SubscribeField = GraphQLFieldResolver<unknown, RequestContext>;

// Pieces published just before the answer was stored may still be on their way (Kafka): the last
// message waits this long for the pieces it has not seen, then goes anyway (its inference is whole).
const STRAGGLER_GRACE_MS = 300;

/** The fields selected on OrchestrationChunk, through inline fragments and fragment spreads. */
function chunkFields(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD) fields.push(selection);
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      fields.push(...chunkFields(selection.selectionSet, fragments, seen));
    else if (!seen.has(selection.name.value) && fragments[selection.name.value]) {
      seen.add(selection.name.value);
      fields.push(...chunkFields(fragments[selection.name.value].selectionSet, fragments, seen));
    }
  }
  return fields;
}

/** The mutation that runs the orchestration, selecting what the subscriber selected under `inference`. */
function mutationOf(inference: FieldNode | undefined, info: GraphQLResolveInfo): string {
  const selection = inference?.selectionSet ? print(inference.selectionSet) : '{ id }';
  const fragments = Object.values(info.fragments)
    .map((f) => print(f))
    .join('\n');
  return `mutation StreamedOrchestration($input: OrchestrateInput!, $streamId: ID) { orchestrate(input: $input, streamId: $streamId) ${selection} }\n${fragments}`;
}

/** One message under the subscriber's response keys (aliases included). */
function message(
  fields: FieldNode[],
  key: string,
  chunk: { sequence: number; text: string; done: boolean; inference: unknown },
): ExecutionResult {
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    const name = field.name.value;
    data[field.alias?.value ?? name] =
      name === '__typename' ? 'OrchestrationChunk' : chunk[name as keyof typeof chunk];
  }
  return { data: { [key]: data } };
}

/**
 * `orchestrateStream` (docs/api/ai.md, Paths): the gateway opens a stream id, listens on the bus
 * for the answer's pieces the ai service publishes under it, and runs `orchestrate` through its
 * own pipeline with the subscriber's context (so credits, budget and tenancy are the mutation's).
 * Each piece is a message; the mutation's answer is the last one. A refusal ends the
 * subscription with that error.
 */
export function answerStreamFields(
  apollo: ApolloServer<RequestContext>,
  events: EventBus,
): Record<string, SubscribeField> {
  const orchestrateStream: SubscribeField = async (
    _root,
    args: { input: unknown; budgetMaxUsd?: string | null },
    context,
    info,
  ) => {
    const caller = requireCaller(context);
    const streamId = randomUUID();
    const key = String(info.path.key);
    const fields = chunkFields(info.fieldNodes[0].selectionSet, info.fragments);
    let sequence = 0;
    let unsubscribe = (): void => undefined;
    const stream = new OrderedStream<ExecutionResult>(() => unsubscribe());
    const delivered = new Set<number>();
    let highest = -1;
    unsubscribe = events.subscribe(ANSWER_DELTA, (event) => {
      const data = event.data as AnswerDeltaData;
      if (
        data.streamId !== streamId ||
        event.tenantId !== caller.tenantId ||
        delivered.has(data.sequence)
      )
        return;
      delivered.add(data.sequence);
      highest = Math.max(highest, data.sequence);
      stream.push(
        Promise.resolve(
          message(fields, key, {
            sequence: sequence++,
            text: data.text,
            done: false,
            inference: null,
          }),
        ),
      );
    });
    const forwarded = {
      ...context.forwarded,
      ...(args.budgetMaxUsd != null ? { 'x-budget-max-usd': args.budgetMaxUsd } : {}),
    };
    const run = apollo.executeOperation(
      {
        query: mutationOf(
          fields.find((f) => f.name.value === 'inference'),
          info,
        ),
        variables: { input: args.input, streamId },
      },
      { contextValue: { ...context, requestId: randomUUID(), forwarded } },
    );
    void run
      .then(async (response) => {
        if (response.body.kind !== 'single')
          throw new Error('Unexpected incremental response to an orchestration');
        const { data, errors } = response.body.singleResult;
        if (errors?.length) {
          stream.push(
            Promise.resolve({
              errors: errors.map((e) => new GraphQLError(e.message, { extensions: e.extensions })),
            }),
          );
        } else {
          if (delivered.size < highest + 1)
            await new Promise((resolve) => setTimeout(resolve, STRAGGLER_GRACE_MS));
          stream.push(
            Promise.resolve(
              message(fields, key, {
                sequence: sequence++,
                text: '',
                done: true,
                inference: data?.orchestrate ?? null,
              }),
            ),
          );
        }
        unsubscribe();
        stream.end();
      })
      .catch((error) => {
        log.error({ err: error, streamId }, 'streamed orchestration failed');
        stream.push(
          Promise.resolve({
            errors: [
              new GraphQLError('An unexpected error occurred.', {
                extensions: { code: 'INTERNAL', httpStatus: 500 },
              }),
            ],
          }),
        );
        stream.end();
      });
    return stream;
  };
  return { orchestrateStream };
}
