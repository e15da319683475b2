import type { QueryResolvers } from '../../generated/graphql';
import { listDeliveries } from '../../domain/deliveries';
import { getWebhook, listWebhooks } from '../../domain/webhooks';

export const webhookQueries: QueryResolvers = {
  webhooks: (_parent, args, context) => listWebhooks(context, args),
  webhook: (_parent, { id }, context) => getWebhook(context, id),
  webhookDeliveries: (_parent, { id, ...args }, context) => listDeliveries(context, id, args),
};
