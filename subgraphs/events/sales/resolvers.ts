import type { Resolvers } from '../generated/graphql';

/** An event's live ticket counts. */
export const salesResolvers: Resolvers = {};
