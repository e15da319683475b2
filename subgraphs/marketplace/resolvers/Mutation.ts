import type { MutationResolvers } from '../generated/graphql';
import { listingMutations } from './mutations/listings';
import { dealMutations } from './mutations/deals';
import { bookingMutations } from './mutations/bookings';
import { groupMutations } from './mutations/groups';
import { disputeMutations } from './mutations/disputes';

/** The Mutation type, assembled from one file of fields per feature. */
export const Mutation: MutationResolvers = {
  ...listingMutations,
  ...dealMutations,
  ...bookingMutations,
  ...groupMutations,
  ...disputeMutations,
};
