import type { Resolvers } from '../generated/graphql';

/** Events: create, read, list, change, publish, cancel; Listing.upcomingEvents. */
export const eventResolvers: Resolvers = {};
