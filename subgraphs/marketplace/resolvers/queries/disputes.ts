import { requireCaller, requireRole } from '../../../../lib/context';
import { laneAnalytics, listingAnalytics, rankListings, sellerAnalytics } from '../../domain/analytics';
import { listCollaborations } from '../../domain/collaboration-lists';
import { visibleCollaboration } from '../../domain/collaborations';
import { listDisputes } from '../../domain/dispute-lists';
import { getDispute } from '../../domain/disputes';
import type { QueryResolvers } from '../../generated/graphql';

/** Queries of disputes, collaborations and analytics. */
export const disputeQueries: QueryResolvers = {
  collaborations: (_parent, args, context) => listCollaborations(context, requireCaller(context), args),
  collaboration: (_parent, { id }, context) => visibleCollaboration(context, requireCaller(context), id),
  disputes: (_parent, args, context) => listDisputes(context, requireRole(context, 'admin'), args),
  dispute: (_parent, { id }, context) => getDispute(context, requireCaller(context), id),
  listingAnalytics: (_parent, { listingId, ...range }, context) => listingAnalytics(context, requireCaller(context), listingId, range),
  sellerAnalytics: (_parent, { sellerId, ...range }, context) => sellerAnalytics(context, requireCaller(context), sellerId, range),
  laneAnalytics: (_parent, { category, ...range }, context) => laneAnalytics(context, requireRole(context, 'admin'), category, range),
  topListings: (_parent, args, context) => rankListings(context, requireRole(context, 'admin'), args),
};
