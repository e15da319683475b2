import type { TopListingResolvers } from '../generated/graphql';
import { visibleListingOf } from './group-fields';

export const TopListing: TopListingResolvers = {
  // Batched: one query for every listing of the ranking.
  listing: visibleListingOf,
};
