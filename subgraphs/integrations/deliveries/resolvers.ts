import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { listDeliveries, redeliver } from './delivery-rules';

export const deliveryResolvers: Resolvers = {
  Query: {
    webhookDeliveries: (_parent, { id, ...args }, context) =>
      listDeliveries(context.deps, requireCaller(context), id, args),
  },
  Mutation: {
    redeliverWebhook: (_parent, { id, deliveryId }, context) =>
      redeliver(context.deps, requireCaller(context), id, deliveryId),
  },
};
