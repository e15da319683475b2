import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { createJob } from '../jobs/creation-rules';
import {
  checkGenerateMusic,
  checkSpeakWithClonedVoice,
  checkTextToSpeech,
  checkTrainVoiceClone,
} from './audio-input';

/** Voice and music operations: each checks its input and queues a job through the creation rule. */
export const audioResolvers: Resolvers = {
  Mutation: {
    textToSpeech: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkTextToSpeech(check, input),
      ),
    trainVoiceClone: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkTrainVoiceClone(check, input),
      ),
    speakWithClonedVoice: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkSpeakWithClonedVoice(check, input),
      ),
    generateMusic: (_parent, { input }, context) =>
      createJob(context.deps, requireCaller(context), input.teamId, (check) =>
        checkGenerateMusic(check, input),
      ),
  },
};
