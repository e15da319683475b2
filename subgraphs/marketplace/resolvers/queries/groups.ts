import type { QueryResolvers } from '../../generated/graphql';

/** Queries of AI assets, RFP, exhibitor slots, preferences, service tiers, sponsorship, media. */
export const groupQueries: QueryResolvers = {};
