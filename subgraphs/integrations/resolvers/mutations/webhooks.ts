import type { MutationResolvers } from '../../generated/graphql';
import { redeliver } from '../../domain/deliveries';
import { createWebhook, removeWebhook, rotateSecret, updateWebhook } from '../../domain/webhooks';

export const webhookMutations: MutationResolvers = {
  createWebhook: (_parent, { input }, context) => createWebhook(context, input),
  updateWebhook: (_parent, { id, input }, context) => updateWebhook(context, id, input),
  deleteWebhook: (_parent, { id }, context) => removeWebhook(context, id),
  rotateWebhookSecret: (_parent, { id }, context) => rotateSecret(context, id),
  redeliverWebhook: (_parent, { id, deliveryId }, context) => redeliver(context, id, deliveryId),
};
