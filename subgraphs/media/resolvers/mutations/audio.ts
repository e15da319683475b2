import { requireCaller } from '../../../../lib/context';
import { createJob } from '../../domain/create-job';
import { checkGenerateMusic, checkSpeakWithClonedVoice, checkTextToSpeech, checkTrainVoiceClone } from '../../domain/inputs/audio';
import type { MutationResolvers } from '../../generated/graphql';

/** Voice and music operations: each checks its input and queues a job. */
export const audioMutations: MutationResolvers = {
  textToSpeech: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkTextToSpeech(check, input)),
  trainVoiceClone: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkTrainVoiceClone(check, input)),
  speakWithClonedVoice: (_parent, { input }, context) =>
    createJob(context, requireCaller(context), input.teamId, (check) => checkSpeakWithClonedVoice(check, input)),
  generateMusic: (_parent, { input }, context) => createJob(context, requireCaller(context), input.teamId, (check) => checkGenerateMusic(check, input)),
};
