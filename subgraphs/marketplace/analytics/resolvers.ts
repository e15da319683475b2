import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { visibleListingOf } from '../listings/listing-fields';
import { userRef } from '../common/user-ref';
import { laneAnalytics, listingAnalytics, rankListings, sellerAnalytics } from './analytics-rules';

export const analyticsResolvers: Resolvers = {
  Query: {
    listingAnalytics: (_parent, { listingId, ...range }, context) =>
      listingAnalytics(context.deps, requireCaller(context), listingId, range),
    sellerAnalytics: (_parent, { sellerId, ...range }, context) =>
      sellerAnalytics(context.deps, requireCaller(context), sellerId, range),
    laneAnalytics: (_parent, { category, ...range }, context) =>
      laneAnalytics(context.deps, requireCaller(context), category, range),
    topListings: (_parent, args, context) =>
      rankListings(context.deps, requireCaller(context), args),
  },
  SellerAnalytics: {
    seller: (analytics) => userRef(analytics.sellerId),
  },
  LaneSeller: {
    seller: (entry) => userRef(entry.sellerId),
  },
  TopListing: {
    // Batched: one query for every listing of the ranking.
    listing: visibleListingOf,
  },
};
