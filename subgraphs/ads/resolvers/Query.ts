import type { QueryResolvers } from '../generated/graphql';
import { broadcastQueries } from './queries/broadcasts';
import { campaignQueries } from './queries/campaigns';
import { reviewQueries } from './queries/reviews';

/** The Query type, assembled from one file of fields per feature. */
export const Query: QueryResolvers = {
  ...campaignQueries,
  ...reviewQueries,
  ...broadcastQueries,
};
