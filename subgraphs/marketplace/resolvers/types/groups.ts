import type { Resolvers } from '../../generated/graphql';

/** Type resolvers of AI assets, RFP, exhibitor slots, preferences, service tiers, sponsorship, media (each type in its own file beside this folder). */
export const groupTypes: Resolvers = {};
