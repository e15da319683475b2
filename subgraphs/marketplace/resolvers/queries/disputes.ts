import type { QueryResolvers } from '../../generated/graphql';

/** Queries of disputes, collaborations and analytics. */
export const disputeQueries: QueryResolvers = {};
