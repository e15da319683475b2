import { requireCaller } from '../../../../lib/context';
import { createJob } from '../../domain/create-job';
import { checkAddSubtitles, checkCreateShortClips, checkGenerateVideo } from '../../domain/inputs/video';
import type { MutationResolvers } from '../../generated/graphql';

/** Video operations: each checks its input and queues a job. */
export const videoMutations: MutationResolvers = {
  generateVideo: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkGenerateVideo(check, input)),
  createShortClips: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkCreateShortClips(check, input)),
  addSubtitles: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkAddSubtitles(check, input)),
};
