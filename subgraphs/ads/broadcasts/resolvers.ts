import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { confirmDelivery, getBroadcast, listBroadcasts, requestBroadcast } from './broadcast-rules';

export const broadcastResolvers: Resolvers = {
  Query: {
    campaignBroadcast: (_parent, { id }, context) =>
      getBroadcast(context.deps, requireCaller(context), id),
    campaignBroadcasts: (_parent, { campaignId, ...page }, context) =>
      listBroadcasts(context.deps, requireCaller(context), campaignId, page),
  },
  Mutation: {
    requestBroadcast: (_parent, { campaignId, input }, context) =>
      requestBroadcast(context.deps, requireCaller(context), campaignId, input),
    confirmBroadcastDelivery: (_parent, { id, input }, context) =>
      confirmDelivery(context.deps, requireCaller(context), id, input),
  },
  CampaignBroadcast: {
    // A broadcast is requested when it is created.
    requestedAt: (broadcast) => broadcast.createdAt,
  },
};
