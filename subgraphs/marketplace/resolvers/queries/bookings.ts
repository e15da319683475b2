import type { QueryResolvers } from '../../generated/graphql';

/** Queries of bookings v1 and v2. */
export const bookingQueries: QueryResolvers = {};
