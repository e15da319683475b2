import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import {
  cancelTraining,
  getTrainingJob,
  getTrainingJobs,
  getTrainingResult,
  startTraining,
} from './training-rules';

export const trainingResolvers: Resolvers = {
  Query: {
    mlTrainingJobs: (_parent, args, context) =>
      getTrainingJobs(context.deps, requireCaller(context), args),
    mlTrainingJob: (_parent, { id }, context) =>
      getTrainingJob(context.deps, requireCaller(context), id),
    mlTrainingResult: (_parent, { id }, context) =>
      getTrainingResult(context.deps, requireCaller(context), id),
  },
  Mutation: {
    startMlTraining: (_parent, { input }, context) =>
      startTraining(context.deps, requireCaller(context), input),
    cancelMlTraining: (_parent, { id }, context) =>
      cancelTraining(context.deps, requireCaller(context), id),
  },
  MlTrainingJob: {
    hyperparameters: (row) => row.hyperparameters as never,
    metrics: (row) => row.metrics as never,
  },
};
