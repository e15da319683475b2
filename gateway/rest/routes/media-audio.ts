import { routeBuilder, type ExtraCode, type RestRoute } from '../route';

// What every creation answers (docs/api/media.md, Bodies): the job id, queued, the credits held.
const CREATED = 'jobId: id status creditsReserved estimatedCompletionTime';
/**
 * A creation: 202 Accepted with the queued job. Every one can refuse (docs/api/media.md, Errors): invalid
 * input, a team the caller is no member of (403) or that does not exist (404), too few credits
 * (402), the monthly quota (ERR_QUOTA_EXCEEDED, 429 like the rate limit). Some also check the
 * content policy (ERR_INVALID_PROMPT, 400) or the plan tier (ERR_TIER_REQUIRED, 403).
 */
const QUEUED = { status: 202, errors: [400, 401, 402, 403, 404] } satisfies Partial<RestRoute>;
const QUOTA: ExtraCode[] = ['ERR_QUOTA_EXCEEDED'];
const PROMPT: ExtraCode[] = [...QUOTA, 'ERR_INVALID_PROMPT'];

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/audio/`: docs/api/media.md, Paths. */
export const mediaAudioRoutes: RestRoute[] = [
  mutation(
    '/audio/speech',
    'Queue text to speech (20 credits)',
    'textToSpeech',
    CREATED,
    '$input: TextToSpeechInput!',
    { codes: PROMPT, ...QUEUED },
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
    { codes: PROMPT, ...QUEUED },
  ),
  mutation(
    '/audio/music',
    'Queue a music generation, 15-300 s (20 credits)',
    'generateMusic',
    CREATED,
    '$input: GenerateMusicInput!',
    { codes: PROMPT, ...QUEUED },
  ),
];
