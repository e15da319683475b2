import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createJob } from '../jobs/creation-rules';
import { checkAddSubtitles, checkCreateShortClips, checkGenerateVideo } from './video-input';

/** Video operations: each checks its input and queues a job through the creation rule. */
export const videoResolvers: Resolvers = {
  Mutation: {
    generateVideo: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkGenerateVideo(check, input),
      ),
    createShortClips: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkCreateShortClips(check, input),
      ),
    addSubtitles: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkAddSubtitles(check, input),
      ),
  },
};
