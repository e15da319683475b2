import { requireCaller } from '../../../../lib/context';
import { visibleJob } from '../../domain/job-access';
import { listJobs } from '../../domain/job-lists';
import type { QueryResolvers } from '../../generated/graphql';

export const jobQueries: QueryResolvers = {
  job: (_parent, { id }, context) => visibleJob(context.loaders, requireCaller(context), id),
  jobs: (_parent, args, context) => listJobs(context, requireCaller(context), args),
};
