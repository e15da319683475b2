import type { MarketplaceMediaResolvers } from '../generated/graphql';
import { visibleListingOf } from './group-fields';

export const MarketplaceMedia: MarketplaceMediaResolvers = {
  listing: visibleListingOf,
  // Where the gateway serves the stored file (GET /files/<key>).
  url: (media, _args, context) => context.storage.url(media.key),
};
