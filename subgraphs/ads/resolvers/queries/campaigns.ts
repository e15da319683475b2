import type { QueryResolvers } from '../../generated/graphql';
import { getCampaign, listCampaigns } from '../../domain/campaigns';

export const campaignQueries: QueryResolvers = {
  campaign: (_parent, { id }, context) => getCampaign(context, id),
  campaigns: (_parent, args, context) => listCampaigns(context, args),
};
