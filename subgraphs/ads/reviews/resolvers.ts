import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { completeReview, getReview, listReviews, requestReview } from './review-rules';

export const reviewResolvers: Resolvers = {
  Query: {
    campaignReview: (_parent, { id }, context) =>
      getReview(context.deps, requireCaller(context), id),
    campaignReviews: (_parent, { campaignId, ...page }, context) =>
      listReviews(context.deps, requireCaller(context), campaignId, page),
  },
  Mutation: {
    requestCampaignReview: (_parent, { campaignId, input }, context) =>
      requestReview(context.deps, requireCaller(context), campaignId, input),
    completeCampaignReview: (_parent, { id, input }, context) =>
      completeReview(context.deps, requireCaller(context), id, input),
  },
  CampaignReview: {
    // A review is submitted when it is created.
    submittedAt: (review) => review.createdAt,
    decision: (review) => (review.status === 'pending' ? null : review.status),
  },
};
