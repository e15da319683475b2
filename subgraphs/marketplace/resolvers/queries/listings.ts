import { requireCaller } from '../../../../lib/context';
import { LANES } from '../../shared/lanes';
import { listListings } from '../../listings/listing-search';
import { getListing, listingStats } from '../../listings/listing-rules';
import type { QueryResolvers } from '../../generated/graphql';

export const listingQueries: QueryResolvers = {
  listings: (_parent, args, context) => listListings(context, requireCaller(context), args),
  listingsByLane: (_parent, args, context) => listListings(context, requireCaller(context), args),
  listing: (_parent, { id }, context) => getListing(context, requireCaller(context), id),
  listingStats: (_parent, { id }, context) => listingStats(context, requireCaller(context), id),
  lanes: (_parent, _args, context) => {
    requireCaller(context);
    return [...LANES];
  },
};
