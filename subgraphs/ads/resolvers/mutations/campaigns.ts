import type { MutationResolvers } from '../../generated/graphql';
import { moveCampaign, updateCampaign, updateCampaignPricing } from '../../domain/campaign-updates';
import { createCampaign, deleteCampaign } from '../../domain/campaigns';

/** Campaign fields, pricing and the status moves that have their own mutation. */
export const campaignMutations: MutationResolvers = {
  createCampaign: (_parent, { input }, context) => createCampaign(context, input),
  updateCampaign: (_parent, { id, input }, context) => updateCampaign(context, id, input),
  updateCampaignPricing: (_parent, { id, input }, context) => updateCampaignPricing(context, id, input),
  deleteCampaign: (_parent, { id }, context) => deleteCampaign(context, id),
  pauseCampaign: (_parent, { id }, context) => moveCampaign(context, id, 'pause'),
  resumeCampaign: (_parent, { id }, context) => moveCampaign(context, id, 'resume'),
  completeCampaign: (_parent, { id }, context) => moveCampaign(context, id, 'complete'),
  archiveCampaign: (_parent, { id }, context) => moveCampaign(context, id, 'archive'),
};
