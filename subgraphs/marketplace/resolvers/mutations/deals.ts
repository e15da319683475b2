import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of quotes and orders. */
export const dealMutations: MutationResolvers = {};
