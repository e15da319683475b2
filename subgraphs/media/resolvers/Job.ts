import { requireCaller } from '../../../lib/context';
import { canSee } from '../domain/job-access';
import type { JobResolvers } from '../generated/graphql';

export const Job: JobResolvers = {
  // Batched through the loader; a job the caller may not see resolves to null like a missing one.
  __resolveReference: async (reference, context) => {
    const actor = requireCaller(context);
    const job = await context.loaders.jobById.load(reference.id);
    return job && canSee(actor, job) ? job : null;
  },
  // Users live in the identity subgraph; the gateway fetches their fields from there.
  owner: (job) => ({ __typename: 'User', id: job.ownerId }),
  error: (job) => (job.errorCode ? { code: job.errorCode, message: job.errorMessage ?? job.errorCode } : null),
  estimatedCompletionTime: (job) => job.estimatedCompletionAt,
};
