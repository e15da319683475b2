import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { checkInTicket } from './check-in-rules';

/** Check-in at the door. */
export const checkInResolvers: Resolvers = {
  Mutation: {
    checkInTicket: (_parent, { input }, context) =>
      checkInTicket(context.deps, requireCaller(context), input),
  },
};
