import type { Resolvers } from '../../generated/graphql';

/** Type resolvers of disputes, collaborations and analytics (each type in its own file beside this folder). */
export const disputeTypes: Resolvers = {};
