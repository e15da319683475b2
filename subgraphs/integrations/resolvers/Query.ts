import type { QueryResolvers } from '../generated/graphql';
import { webhookQueries } from './queries/webhooks';

/** The Query type, assembled from one file of fields per feature. */
export const Query: QueryResolvers = {
  integrationsHealth: () => ({ status: 'ok' }),
  ...webhookQueries,
};
