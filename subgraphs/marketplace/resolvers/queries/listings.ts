import { requireCaller } from '../../../../lib/context';
import { LANES } from '../../domain/lanes';
import { listListings } from '../../domain/listing-lists';
import { getListing, listingStats } from '../../domain/listings';
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
