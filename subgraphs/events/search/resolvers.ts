import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { eventHits } from './search-rules';

/** The events service's part of the search (gateway/search/ merges it with the other services'). */
export const searchResolvers: Resolvers = {
  Query: {
    eventSearchHits: (_parent, args, context) =>
      eventHits(context.deps, requireCaller(context), args),
  },
};
