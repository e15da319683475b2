import type { AiAssetResolvers } from '../generated/graphql';
import { visibleListingOf } from './group-fields';

export const AiAsset: AiAssetResolvers = {
  listing: visibleListingOf,
};
