import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { publishEvent } from './publish-rules';

export const eventResolvers: Resolvers = {
  Mutation: {
    publishEvent: (_parent, { input }, context) =>
      publishEvent(context.deps, requireCaller(context), input),
  },
};
