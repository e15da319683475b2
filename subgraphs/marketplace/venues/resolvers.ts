import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { listVenues, venue } from './venue-rules';

/** Venues: portico listings seen as places; a venue is a Listing, resolved by the listings feature. */
export const venueResolvers: Resolvers = {
  Query: {
    venues: (_parent, args, context) => listVenues(context.deps, requireCaller(context), args),
    venue: (_parent, { id }, context) => venue(context.deps, requireCaller(context), id),
  },
};
