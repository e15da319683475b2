import type { QueryResolvers } from '../../generated/graphql';
import { getReview, listReviews } from '../../domain/reviews';

export const reviewQueries: QueryResolvers = {
  campaignReview: (_parent, { id }, context) => getReview(context, id),
  campaignReviews: (_parent, { campaignId, ...page }, context) => listReviews(context, campaignId, page),
};
