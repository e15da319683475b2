import type { CampaignBroadcastResolvers } from '../generated/graphql';

export const CampaignBroadcast: CampaignBroadcastResolvers = {
  // A broadcast is requested when it is created.
  requestedAt: (broadcast) => broadcast.createdAt,
};
