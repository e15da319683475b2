import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of AI assets, RFP, exhibitor slots, preferences, service tiers, sponsorship, media. */
export const groupMutations: MutationResolvers = {};
