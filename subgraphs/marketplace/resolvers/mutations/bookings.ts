import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of bookings v1 and v2. */
export const bookingMutations: MutationResolvers = {};
