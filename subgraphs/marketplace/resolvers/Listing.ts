import { requireCaller } from '../../../lib/context';
import { findVisible } from '../domain/listing-access';
import type { ListingResolvers } from '../generated/graphql';

export const Listing: ListingResolvers = {
  // Other subgraphs reference listings by id: batched through the loader, and a listing the
  // caller may not see resolves to null exactly like one that does not exist.
  __resolveReference: (reference, context) => findVisible(context.loaders, requireCaller(context), reference.id),
  // The seller is a User of the identity subgraph; the gateway fetches its fields from there.
  seller: (listing) => ({ __typename: 'User', id: listing.sellerId }),
  // Stored as 0 until the first rating; clients must be able to tell "unrated" from "rated 0".
  averageRating: (listing) => (listing.ratingCount > 0 ? listing.averageRating : null),
};
