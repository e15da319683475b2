import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createDataset, getDataset, getDatasets } from './dataset-rules';

export const datasetResolvers: Resolvers = {
  Query: {
    mlDatasets: (_parent, args, context) => getDatasets(context.deps, requireCaller(context), args),
    mlDataset: (_parent, { id }, context) => getDataset(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createMlDataset: (_parent, { input }, context) =>
      createDataset(context.deps, requireCaller(context), input),
  },
  MlDataset: {
    columns: (row) => row.columns as never,
  },
};
