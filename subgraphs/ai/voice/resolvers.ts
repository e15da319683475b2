import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { voiceOrchestrate } from './voice-rules';

export const voiceResolvers: Resolvers = {
  Mutation: {
    voiceOrchestrate: (_parent, { input }, context) =>
      voiceOrchestrate(context.deps, requireCaller(context), input),
  },
};
