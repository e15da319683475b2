import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createJob } from '../jobs/creation-rules';
import {
  checkGenerateImage,
  checkRemoveBackground,
  checkTransformImage,
  checkUpscaleImage,
} from './image-input';

/** Image operations: each checks its input and queues a job through the creation rule. */
export const imageResolvers: Resolvers = {
  Mutation: {
    generateImage: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkGenerateImage(check, input),
      ),
    transformImage: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkTransformImage(check, input),
      ),
    removeBackground: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkRemoveBackground(check, input),
      ),
    upscaleImage: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkUpscaleImage(check, input),
      ),
  },
};
