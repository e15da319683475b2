import type { QueryResolvers } from '../generated/graphql';
import { listingQueries } from './queries/listings';
import { dealQueries } from './queries/deals';
import { bookingQueries } from './queries/bookings';
import { groupQueries } from './queries/groups';
import { disputeQueries } from './queries/disputes';

/** The Query type, assembled from one file of fields per feature. */
export const Query: QueryResolvers = {
  ...listingQueries,
  ...dealQueries,
  ...bookingQueries,
  ...groupQueries,
  ...disputeQueries,
};
