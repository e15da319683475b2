import { routeBuilder, type RestRoute } from '../route';
import { CREATED, QUEUED, QUOTA, PROMPT, MODERATED } from './media-common';

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/audio/`: docs/api/media.md, Paths. */
export const mediaAudioRoutes: RestRoute[] = [
  mutation(
    '/audio/speech',
    'Queue text to speech (20 credits)',
    'textToSpeech',
    CREATED,
    '$input: TextToSpeechInput!',
    { codes: PROMPT, ...MODERATED },
  ),
  mutation(
    '/audio/voice-clones',
    'Queue the training of a cloned voice (200/400/800 credits)',
    'trainVoiceClone',
    CREATED,
    '$input: TrainVoiceCloneInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/audio/cloned-speech',
    'Queue speech in a trained cloned voice (20 credits)',
    'speakWithClonedVoice',
    CREATED,
    '$input: SpeakWithClonedVoiceInput!',
    { codes: PROMPT, ...MODERATED },
  ),
  mutation(
    '/audio/music',
    'Queue a music generation, 15-300 s (20 credits)',
    'generateMusic',
    CREATED,
    '$input: GenerateMusicInput!',
    { codes: PROMPT, ...MODERATED },
  ),
];
