import type { MutationResolvers } from '../../generated/graphql';
import { confirmDelivery, requestBroadcast } from '../../domain/broadcasts';

export const broadcastMutations: MutationResolvers = {
  requestBroadcast: (_parent, { campaignId, input }, context) => requestBroadcast(context, campaignId, input),
  confirmBroadcastDelivery: (_parent, { id, input }, context) => confirmDelivery(context, id, input),
};
