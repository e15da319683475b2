import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { listVersions } from './model-store';
import { createModel, createVersion, getModel, getModels } from './model-rules';

export const modelResolvers: Resolvers = {
  Query: {
    mlModels: (_parent, _args, context) => getModels(context.deps, requireCaller(context)),
    mlModel: (_parent, { id }, context) => getModel(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createMlModel: (_parent, { input }, context) => createModel(context.deps, requireCaller(context), input),
    createMlModelVersion: (_parent, { modelId }, context) => createVersion(context.deps, requireCaller(context), modelId),
  },
  MlModel: {
    inputSchema: (row) => row.inputSchema as never,
    // A model's versions are few and read with the model: one query per model shown.
    versions: (row, _args, context) => listVersions(context.deps.prisma, [row.id]),
  },
  MlModelVersion: {
    metrics: (row) => row.metrics as never,
  },
};
