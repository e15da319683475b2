import type { MutationResolvers } from '../generated/graphql';
import { eventMutations } from './mutations/events';
import { webhookMutations } from './mutations/webhooks';

/** The Mutation type, assembled from one file of fields per feature. */
export const Mutation: MutationResolvers = {
  ...webhookMutations,
  ...eventMutations,
};
