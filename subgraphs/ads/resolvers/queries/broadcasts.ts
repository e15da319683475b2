import type { QueryResolvers } from '../../generated/graphql';
import { getBroadcast, listBroadcasts } from '../../domain/broadcasts';

export const broadcastQueries: QueryResolvers = {
  campaignBroadcast: (_parent, { id }, context) => getBroadcast(context, id),
  campaignBroadcasts: (_parent, { campaignId, ...page }, context) => listBroadcasts(context, campaignId, page),
};
