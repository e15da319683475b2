import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createCampaign, deleteCampaign, getCampaign, listCampaigns } from './campaign-rules';
import { moveCampaign, updateCampaign, updateCampaignPricing } from './campaign-update-rules';

/** Campaign fields, pricing and the status moves that have their own mutation. */
export const campaignResolvers: Resolvers = {
  Query: {
    campaign: (_parent, { id }, context) => getCampaign(context.deps, requireCaller(context), id),
    campaigns: (_parent, args, context) =>
      listCampaigns(context.deps, requireCaller(context), args),
  },
  Mutation: {
    createCampaign: (_parent, { input }, context) =>
      createCampaign(context.deps, requireCaller(context), input),
    updateCampaign: (_parent, { id, input }, context) =>
      updateCampaign(context.deps, requireCaller(context), id, input),
    updateCampaignPricing: (_parent, { id, input }, context) =>
      updateCampaignPricing(context.deps, requireCaller(context), id, input),
    deleteCampaign: (_parent, { id }, context) =>
      deleteCampaign(context.deps, requireCaller(context), id),
    pauseCampaign: (_parent, { id }, context) =>
      moveCampaign(context.deps, requireCaller(context), id, 'pause'),
    resumeCampaign: (_parent, { id }, context) =>
      moveCampaign(context.deps, requireCaller(context), id, 'resume'),
    completeCampaign: (_parent, { id }, context) =>
      moveCampaign(context.deps, requireCaller(context), id, 'complete'),
    archiveCampaign: (_parent, { id }, context) =>
      moveCampaign(context.deps, requireCaller(context), id, 'archive'),
  },
  Campaign: {
    // Other subgraphs may reference campaigns by id; the loader scopes every lookup to the caller's tenant.
    __resolveReference: (reference, context) =>
      context.deps.loaders.campaignById.load(reference.id),
  },
};
