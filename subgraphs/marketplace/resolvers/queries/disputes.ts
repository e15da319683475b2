import { requireCaller, requireRole } from '../../../../lib/context';
import { laneAnalytics, listingAnalytics, rankListings, sellerAnalytics } from '../../analytics/analytics-rules';
import { listCollaborations } from '../../collaborations/collaboration-search';
import { visibleCollaboration } from '../../collaborations/collaboration-rules';
import { listDisputes } from '../../disputes/dispute-search';
import { getDispute } from '../../disputes/dispute-rules';
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
