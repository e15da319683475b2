import type { RfpMatchResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const RfpMatch: RfpMatchResolvers = {
  seller: (match) => userRef(match.sellerId),
  // An active listing (matches are made of them), so every caller may see it; batched.
  bestListing: (match, _args, context) => context.loaders.listingById.load(match.bestListingId),
};
