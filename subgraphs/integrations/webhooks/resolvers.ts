import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import {
  createWebhook,
  getWebhook,
  listWebhooks,
  removeWebhook,
  rotateSecret,
  updateWebhook,
} from './webhook-rules';

export const webhookResolvers: Resolvers = {
  Query: {
    webhooks: (_parent, args, context) => listWebhooks(context.deps, requireCaller(context), args),
    webhook: (_parent, { id }, context) => getWebhook(context.deps, requireCaller(context), id),
  },
  Mutation: {
    createWebhook: (_parent, { input }, context) =>
      createWebhook(context.deps, requireCaller(context), input),
    updateWebhook: (_parent, { id, input }, context) =>
      updateWebhook(context.deps, requireCaller(context), id, input),
    deleteWebhook: (_parent, { id }, context) =>
      removeWebhook(context.deps, requireCaller(context), id),
    rotateWebhookSecret: (_parent, { id }, context) =>
      rotateSecret(context.deps, requireCaller(context), id),
  },
  WebhookEndpoint: {
    // Present only on the row a create or rotate just made.
    secret: (endpoint) => endpoint.revealedSecret ?? null,
  },
};
