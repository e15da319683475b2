import type { QueryResolvers } from '../../generated/graphql';

/** Queries of quotes and orders. */
export const dealQueries: QueryResolvers = {};
