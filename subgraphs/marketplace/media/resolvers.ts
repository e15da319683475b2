import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { visibleListingOf } from '../listings/listing-fields';
import { getMedia, listListingMedia, listMyMedia, removeMedia, uploadMedia } from './media-rules';

/** Uploaded images: product images of a listing, vendor logos and banners. */
export const mediaResolvers: Resolvers = {
  Query: {
    marketplaceMedia: (_parent, { id }, context) =>
      getMedia(context.deps, requireCaller(context), id),
    myMarketplaceMedia: (_parent, args, context) =>
      listMyMedia(context.deps, requireCaller(context), args),
    listingMedia: (_parent, { listingId, ...args }, context) =>
      listListingMedia(context.deps, requireCaller(context), listingId, args),
  },
  Mutation: {
    uploadMarketplaceMedia: (_parent, { input }, context) =>
      uploadMedia(context.deps, requireCaller(context), input),
    deleteMarketplaceMedia: (_parent, { id }, context) =>
      removeMedia(context.deps, requireCaller(context), id),
  },
  MarketplaceMedia: {
    listing: visibleListingOf,
    // Signed per read (the row keeps the key): a link answered earlier may have expired.
    url: (media, _args, context) => context.deps.storage.url(media.key),
  },
};
