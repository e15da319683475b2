import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createModel, createVersion, getModel, getModels } from './model-rules';

export const modelResolvers: Resolvers = {
  Query: {
    mlModels: (_parent, args, context) => getModels(context.deps, requireCaller(context), args),
    mlModel: (_parent, { id }, context) => getModel(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createMlModel: (_parent, { input }, context) =>
      createModel(context.deps, requireCaller(context), input),
    createMlModelVersion: (_parent, { modelId }, context) =>
      createVersion(context.deps, requireCaller(context), modelId),
  },
  MlModel: {
    inputSchema: (row) => row.inputSchema as never,
    // Batched: one query for the versions of every model in the answer.
    versions: (row, _args, context) => context.deps.loaders.versionsByModel.load(row.id),
  },
  MlModelVersion: {
    metrics: (row) => row.metrics as never,
  },
};
