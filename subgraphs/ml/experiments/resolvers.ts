import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import {
  createExperiment,
  getExperiment,
  getExperiments,
  startExperiment,
  stopExperiment,
  updateExperiment,
} from './experiment-rules';
import { invokeExperiment, recordFeedback } from './traffic-rules';
import type { VariantSpec } from './experiment-store';

export const experimentResolvers: Resolvers = {
  Query: {
    mlExperiments: (_parent, args, context) =>
      getExperiments(context.deps, requireCaller(context), args),
    mlExperiment: (_parent, { id }, context) =>
      getExperiment(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createMlExperiment: (_parent, { input }, context) =>
      createExperiment(context.deps, requireCaller(context), input),
    updateMlExperiment: (_parent, { id, input }, context) =>
      updateExperiment(context.deps, requireCaller(context), id, input),
    startMlExperiment: (_parent, { id }, context) =>
      startExperiment(context.deps, requireCaller(context), id),
    stopMlExperiment: (_parent, { id }, context) =>
      stopExperiment(context.deps, requireCaller(context), id),
    invokeMlExperiment: (_parent, { id, input }, context) =>
      invokeExperiment(context.deps, requireCaller(context), id, input),
    recordMlFeedback: (_parent, { id, input }, context) =>
      recordFeedback(context.deps, requireCaller(context), id, input),
  },
  MlExperiment: {
    // Batched: one query for the counters of every experiment in the answer.
    variants: async (row, _args, context) => {
      const stats = await context.deps.loaders.statsByExperiment.load(row.id);
      return (row.variants as unknown as VariantSpec[]).map((variant) => {
        const stat = stats.find((s) => s.variant === variant.name);
        return {
          ...variant,
          calls: stat?.calls ?? 0,
          meanLatencyMs: stat?.calls ? stat.latencyMsTotal / stat.calls : null,
          feedbackCount: stat?.feedbackCount ?? 0,
          meanFeedback: stat?.feedbackCount ? stat.feedbackTotal / stat.feedbackCount : null,
        };
      });
    },
  },
};
