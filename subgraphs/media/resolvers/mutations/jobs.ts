import { requireCaller } from '../../../../lib/context';
import { cancelJob, retryJob } from '../../domain/job-moves';
import type { MutationResolvers } from '../../generated/graphql';

/** Job management: cancel (refunds) and retry (re-reserves). */
export const jobMutations: MutationResolvers = {
  cancelJob: (_parent, { id }, context) => cancelJob(context, requireCaller(context), id),
  retryJob: (_parent, { id }, context) => retryJob(context, requireCaller(context), id),
};
