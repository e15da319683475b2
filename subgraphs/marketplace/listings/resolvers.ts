import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { userRef } from '../common/user-ref';
import { findVisible } from './access';
import { LANES } from './lanes';
import {
  createListing,
  deleteListing,
  getListing,
  moveListing,
  publicRating,
  updateListing,
} from './listing-rules';
import { listListings } from './listing-search';
import { listingStats, viewListing } from './view-rules';

export const listingResolvers: Resolvers = {
  Query: {
    listings: (_parent, args, context) => listListings(context.deps, requireCaller(context), args),
    listingsByLane: (_parent, args, context) =>
      listListings(context.deps, requireCaller(context), args),
    listing: (_parent, { id }, context) => getListing(context.deps, requireCaller(context), id),
    listingStats: (_parent, { id }, context) =>
      listingStats(context.deps, requireCaller(context), id),
    lanes: (_parent, _args, context) => {
      requireCaller(context);
      return [...LANES];
    },
  },
  Mutation: {
    createListing: (_parent, { input }, context) =>
      createListing(context.deps, requireCaller(context), input),
    updateListing: (_parent, { id, input }, context) =>
      updateListing(context.deps, requireCaller(context), id, input),
    deleteListing: (_parent, { id }, context) =>
      deleteListing(context.deps, requireCaller(context), id),
    publishListing: (_parent, { id }, context) =>
      moveListing(context.deps, requireCaller(context), id, 'publish'),
    pauseListing: (_parent, { id }, context) =>
      moveListing(context.deps, requireCaller(context), id, 'pause'),
    unpauseListing: (_parent, { id }, context) =>
      moveListing(context.deps, requireCaller(context), id, 'unpause'),
    closeListing: (_parent, { id }, context) =>
      moveListing(context.deps, requireCaller(context), id, 'close'),
    viewListing: (_parent, { id }, context) =>
      viewListing(context.deps, requireCaller(context), id),
  },
  Listing: {
    // Other subgraphs reference listings by id: batched through the loader, and a listing the
    // caller may not see resolves to null exactly like one that does not exist.
    __resolveReference: (reference, context) =>
      findVisible(context.deps.loaders, requireCaller(context), reference.id),
    // The seller is a User of the identity subgraph; the gateway fetches its fields from there.
    seller: (listing) => userRef(listing.sellerId),
    averageRating: publicRating,
    place: (listing) =>
      listing.category === 'portico'
        ? {
            address: listing.venueAddress,
            city: listing.venueCity,
            country: listing.venueCountry,
            capacity: listing.capacity,
          }
        : null,
  },
};
