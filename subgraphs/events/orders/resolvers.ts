import type { Resolvers } from '../generated/graphql';

/** Buying tickets. */
export const orderResolvers: Resolvers = {};
