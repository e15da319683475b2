import type { MutationResolvers } from '../generated/graphql';
import { broadcastMutations } from './mutations/broadcasts';
import { campaignMutations } from './mutations/campaigns';
import { reviewMutations } from './mutations/reviews';
import { servingMutations } from './mutations/serving';

/** The Mutation type, assembled from one file of fields per feature. */
export const Mutation: MutationResolvers = {
  ...campaignMutations,
  ...reviewMutations,
  ...broadcastMutations,
  ...servingMutations,
};
