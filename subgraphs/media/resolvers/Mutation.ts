import type { MutationResolvers } from '../generated/graphql';
import { audioMutations } from './mutations/audio';
import { avatarMutations } from './mutations/avatars';
import { imageMutations } from './mutations/images';
import { jobMutations } from './mutations/jobs';
import { publishingMutations } from './mutations/publishing';
import { videoMutations } from './mutations/video';

/** The Mutation type, assembled from one file of fields per feature. */
export const Mutation: MutationResolvers = {
  ...imageMutations,
  ...videoMutations,
  ...audioMutations,
  ...avatarMutations,
  ...publishingMutations,
  ...jobMutations,
};
