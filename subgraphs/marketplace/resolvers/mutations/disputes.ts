import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of disputes, collaborations and analytics. */
export const disputeMutations: MutationResolvers = {};
