import { requireCaller } from '../../../../lib/context';
import { createJob } from '../../domain/create-job';
import { checkAnimateAvatar, checkGenerateAvatar } from '../../domain/inputs/avatars';
import type { MutationResolvers } from '../../generated/graphql';

/** Avatar operations: each checks its input and queues a job. */
export const avatarMutations: MutationResolvers = {
  generateAvatar: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkGenerateAvatar(check, input)),
  animateAvatar: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkAnimateAvatar(check, input)),
};
