import { requireCaller } from '../../../../lib/context';
import { createJob } from '../../domain/create-job';
import { checkGenerateImage, checkRemoveBackground, checkTransformImage, checkUpscaleImage } from '../../domain/inputs/images';
import type { MutationResolvers } from '../../generated/graphql';

/** Image operations: each checks its input and queues a job. */
export const imageMutations: MutationResolvers = {
  generateImage: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkGenerateImage(check, input)),
  transformImage: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkTransformImage(check, input)),
  removeBackground: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkRemoveBackground(check, input)),
  upscaleImage: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkUpscaleImage(check, input)),
};
