import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { listingHits } from './search-rules';

/** The marketplace's part of the search (gateway/search/ merges it with the other services'). */
export const searchResolvers: Resolvers = {
  Query: {
    listingSearchHits: (_parent, args, context) =>
      listingHits(context.deps, requireCaller(context), args),
  },
};
