import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { visibleListingOf } from '../listings/listing-fields';
import {
  createAiAsset,
  deleteAiAsset,
  getAiAsset,
  listAiAssets,
  updateAiAsset,
} from './ai-asset-rules';

/** AI assets (models, prompts, datasets) of cortex-lane listings. */
export const aiAssetResolvers: Resolvers = {
  Query: {
    aiAsset: (_parent, { id }, context) => getAiAsset(context.deps, requireCaller(context), id),
    aiAssets: (_parent, args, context) => listAiAssets(context.deps, requireCaller(context), args),
  },
  Mutation: {
    createAiAsset: (_parent, { input }, context) =>
      createAiAsset(context.deps, requireCaller(context), input),
    updateAiAsset: (_parent, { id, input }, context) =>
      updateAiAsset(context.deps, requireCaller(context), id, input),
    deleteAiAsset: (_parent, { id }, context) =>
      deleteAiAsset(context.deps, requireCaller(context), id),
  },
  AiAsset: {
    listing: visibleListingOf,
  },
};
