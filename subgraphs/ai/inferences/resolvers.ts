import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { getInference, listInferences } from './inference-rules';

/** The history, and the Inference type's fields that are not stored as they are shown. */
export const inferenceResolvers: Resolvers = {
  Query: {
    inference: (_parent, { id }, context) => getInference(context.deps, requireCaller(context), id),
    inferences: (_parent, args, context) => listInferences(context.deps, requireCaller(context), args),
  },
  Inference: {
    __resolveReference: (reference, context) => getInference(context.deps, requireCaller(context), reference.id),
    mode: (row) => row.mode as 'single' | 'zar',
    user: (row) => ({ __typename: 'User', id: row.userId }),
    results: (row) => row.results as never,
    aggregation: (row) => row.aggregation as never,
    usage: (row) => row.usage as never,
    transcript: (row) => row.transcript as never,
    speech: (row) => row.speech as never,
  },
};
