import { requireCaller } from '../../../lib/context';
import { downloadLink } from '../../../lib/storage/file-references';
import type { Resolvers } from '../generated/graphql';
import { canSee, visibleJob } from './access';
import { listJobs } from './list-rules';
import { cancelJob, retryJob } from './move-rules';

/** Reading jobs, cancel (refunds) and retry (re-reserves), and the Job entity. */
export const jobResolvers: Resolvers = {
  Query: {
    job: (_parent, { id }, context) => visibleJob(context.deps.loaders, requireCaller(context), id),
    jobs: (_parent, args, context) => listJobs(context.deps, requireCaller(context), args),
  },
  Mutation: {
    cancelJob: (_parent, { id }, context) => cancelJob(context.deps, requireCaller(context), id),
    retryJob: (_parent, { id }, context) => retryJob(context.deps, requireCaller(context), id),
  },
  Job: {
    // Batched through the loader; a job the caller may not see resolves to null like a missing one.
    __resolveReference: async (reference, context) => {
      const actor = requireCaller(context);
      const job = await context.deps.loaders.jobById.load(reference.id);
      return job && canSee(actor, job) ? job : null;
    },
    // Users live in the identity subgraph; the gateway fetches their fields from there.
    owner: (job) => ({ __typename: 'User', id: job.ownerId }),
    error: (job) =>
      job.errorCode ? { code: job.errorCode, message: job.errorMessage ?? job.errorCode } : null,
    estimatedCompletionTime: (job) => job.estimatedCompletionAt,
  },
  JobOutput: {
    // Rows keep the file's key; the link is signed for each read because it expires.
    url: (output, _args, context) => downloadLink(context.deps.storage, output),
  },
};
