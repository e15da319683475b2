import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { orchestrate } from './orchestration-rules';

export const orchestrationResolvers: Resolvers = {
  Mutation: {
    orchestrate: (_parent, { input, streamId }, context) =>
      orchestrate(context.deps, requireCaller(context), input, streamId),
  },
};
