import type { MutationResolvers } from '../../generated/graphql';
import { completeReview, requestReview } from '../../domain/reviews';

export const reviewMutations: MutationResolvers = {
  requestCampaignReview: (_parent, { campaignId, input }, context) => requestReview(context, campaignId, input),
  completeCampaignReview: (_parent, { id, input }, context) => completeReview(context, id, input),
};
