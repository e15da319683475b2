import type { MutationResolvers } from '../../generated/graphql';
import { publishEvent } from '../../domain/publish';

export const eventMutations: MutationResolvers = {
  publishEvent: (_parent, { input }, context) => publishEvent(context, input),
};
