import { requireCaller } from '../../../lib/context';
import { publicRating } from '../domain/derived-fields';
import { findVisible } from '../listings/access';
import type { ListingResolvers } from '../generated/graphql';
import { userRef } from './group-fields';

export const Listing: ListingResolvers = {
  // Other subgraphs reference listings by id: batched through the loader, and a listing the
  // caller may not see resolves to null exactly like one that does not exist.
  __resolveReference: (reference, context) => findVisible(context.loaders, requireCaller(context), reference.id),
  // The seller is a User of the identity subgraph; the gateway fetches its fields from there.
  seller: (listing) => userRef(listing.sellerId),
  averageRating: publicRating,
};
