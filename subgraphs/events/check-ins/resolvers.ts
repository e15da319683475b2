import type { Resolvers } from '../generated/graphql';

/** Check-in at the door. */
export const checkInResolvers: Resolvers = {};
