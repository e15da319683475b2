import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createJob } from '../jobs/creation-rules';
import { checkAnimateAvatar, checkGenerateAvatar } from './avatar-input';

/** Avatar operations: each checks its input and queues a job through the creation rule. */
export const avatarResolvers: Resolvers = {
  Mutation: {
    generateAvatar: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkGenerateAvatar(check, input),
      ),
    animateAvatar: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkAnimateAvatar(check, input),
      ),
  },
};
