import { requireCaller } from '../../../lib/context';
import { downloadLink } from '../../../lib/storage/file-references';
import type { Resolvers } from '../generated/graphql';
import { getInference, listInferences } from './inference-rules';

/** The history, and the Inference type's fields that are not stored as they are shown. */
export const inferenceResolvers: Resolvers = {
  Query: {
    inference: (_parent, { id }, context) => getInference(context.deps, requireCaller(context), id),
    inferences: (_parent, args, context) =>
      listInferences(context.deps, requireCaller(context), args),
  },
  Inference: {
    __resolveReference: (reference, context) =>
      getInference(context.deps, requireCaller(context), reference.id),
    mode: (row) => row.mode as 'single' | 'zar',
    user: (row) => ({ __typename: 'User', id: row.userId }),
    results: (row) => row.results as never,
    aggregation: (row) => row.aggregation as never,
    usage: (row) => row.usage as never,
    transcript: (row) => row.transcript as never,
    // Stored with the file's key (rows before signed links: its `/files/` URL); the link is signed per read.
    speech: async (row, _args, context) => {
      const speech = row.speech as {
        key?: string;
        url?: string;
        format: string;
        durationSeconds?: number;
      } | null;
      return (
        speech && {
          format: speech.format,
          durationSeconds: speech.durationSeconds,
          url: await downloadLink(context.deps.storage, speech),
        }
      );
    },
  },
};
