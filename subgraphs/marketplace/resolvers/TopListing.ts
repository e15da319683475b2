import { requireCaller } from '../../../lib/context';
import { findVisible } from '../domain/listing-access';
import type { TopListingResolvers } from '../generated/graphql';

export const TopListing: TopListingResolvers = {
  // Batched: one query for every listing of the ranking.
  listing: (entry, _args, context) => findVisible(context.loaders, requireCaller(context), entry.listingId),
};
