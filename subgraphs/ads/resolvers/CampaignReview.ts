import type { CampaignReviewResolvers } from '../generated/graphql';

export const CampaignReview: CampaignReviewResolvers = {
  // A review is submitted when it is created.
  submittedAt: (review) => review.createdAt,
  decision: (review) => (review.status === 'pending' ? null : review.status),
};
