import type { QueryResolvers } from '../generated/graphql';
import { jobQueries } from './queries/jobs';
import { templateQueries } from './queries/templates';

/** The Query type, assembled from one file of fields per feature. */
export const Query: QueryResolvers = {
  mediaHealth: () => ({ status: 'ok' }),
  ...jobQueries,
  ...templateQueries,
};
