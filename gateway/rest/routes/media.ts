import { routeBuilder, type ExtraCode, type RestRoute } from '../route';

// What every creation answers (docs/api/media.md, Bodies): the job id, queued, the credits held.
const CREATED = 'jobId: id status creditsReserved estimatedCompletionTime';
const JOB = `id type status progress attempt provider outputs { url width height contentType durationSeconds provider method } creditsReserved creditsCharged
  creditsRefunded ownerId teamId error { code message } estimatedCompletionTime createdAt updatedAt startedAt completedAt failedAt cancelledAt`;
const LIST_ITEM = 'id type status progress creditsReserved createdAt';
const TEMPLATE = 'id name category previewImageUrl price isFeatured';

// The camel-case envelope on every media path.
const { query, mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/**
 * A creation: 202 Accepted with the queued job. Every one can refuse (docs/api/media.md, Errors): invalid
 * input, a team the caller is no member of (403) or that does not exist (404), too few credits
 * (402), the monthly quota (ERR_QUOTA_EXCEEDED, 429 like the rate limit). Some also check the
 * content policy (ERR_INVALID_PROMPT, 400) or the plan tier (ERR_TIER_REQUIRED, 403).
 */
const QUEUED = { status: 202, errors: [400, 401, 402, 403, 404] } satisfies Partial<RestRoute>;
const QUOTA: ExtraCode[] = ['ERR_QUOTA_EXCEEDED'];
const PROMPT: ExtraCode[] = [...QUOTA, 'ERR_INVALID_PROMPT'];
const TIER: ExtraCode[] = [...QUOTA, 'ERR_TIER_REQUIRED'];
const PROMPT_AND_TIER: ExtraCode[] = [...QUOTA, 'ERR_INVALID_PROMPT', 'ERR_TIER_REQUIRED'];

const creations: RestRoute[] = [
  mutation(
    '/images/generate',
    'Queue an image generation (10/25/50 credits per variant by quality)',
    'generateImage',
    CREATED,
    '$input: GenerateImageInput!',
    { codes: PROMPT, ...QUEUED },
  ),
  mutation(
    '/images/transform',
    'Queue an image transformation: style-transfer, filter, enhance or colorize (20 credits)',
    'transformImage',
    CREATED,
    '$input: TransformImageInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/images/remove-background',
    'Queue a background removal to a transparent png or webp (20 credits)',
    'removeBackground',
    CREATED,
    '$input: RemoveBackgroundInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/images/upscale',
    'Queue a 2x or 4x upscale (20 credits)',
    'upscaleImage',
    CREATED,
    '$input: UpscaleImageInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/videos/generate',
    'Queue a video generation, 5-60 s capped by plan (100/200/400 credits per started 10 s)',
    'generateVideo',
    CREATED,
    '$input: GenerateVideoInput!',
    { codes: PROMPT_AND_TIER, ...QUEUED },
  ),
  mutation(
    '/videos/clips',
    'Queue short-form clips of a video (20 credits)',
    'createShortClips',
    CREATED,
    '$input: CreateShortClipsInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/videos/subtitles',
    'Queue subtitles for a video (20 credits)',
    'addSubtitles',
    CREATED,
    '$input: AddSubtitlesInput!',
    { codes: QUOTA, ...QUEUED },
  ),
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
  mutation(
    '/avatars/generate',
    'Queue a 3D-ready avatar from a photo or a description (150/300/600 credits)',
    'generateAvatar',
    CREATED,
    '$input: GenerateAvatarInput!',
    { codes: PROMPT, ...QUEUED },
  ),
  mutation(
    '/avatars/animate',
    'Queue a lip-synced animation of a generated avatar (20 credits)',
    'animateAvatar',
    CREATED,
    '$input: AnimateAvatarInput!',
    { codes: TIER, ...QUEUED },
  ),
  mutation(
    '/social/variants',
    'Queue variants of an image or video for 1-4 social platforms (20 credits)',
    'createSocialVariants',
    CREATED,
    '$input: CreateSocialVariantsInput!',
    { codes: QUOTA, ...QUEUED },
  ),
  mutation(
    '/assets/mint',
    "Queue the minting of a completed job's output (promax plan or above; 20 credits)",
    'mintAsset',
    CREATED,
    '$input: MintAssetInput!',
    { codes: TIER, ...QUEUED },
  ),
  mutation(
    '/templates/:id/render',
    'Queue a render of a catalogue template as png, jpg or pdf (20 credits)',
    'renderTemplate',
    CREATED,
    '$id: ID!, $input: RenderTemplateInput!',
    { codes: PROMPT, ...QUEUED },
  ),
];

const catalogue: RestRoute[] = [
  query(
    '/templates',
    'The public template catalogue by name (no token needed); category, limit, cursor',
    'templates',
    TEMPLATE,
    '$category: String, $limit: Int, $cursor: String',
    {
      name: 'MediaTemplates',
      paginated: true,
      public: true,
      errors: [],
    },
  ),
  query(
    '/templates/:id',
    'One catalogue template (no token needed)',
    'template',
    TEMPLATE,
    '$id: ID!',
    { name: 'MediaTemplate', public: true, errors: [404] },
  ),
];

const management: RestRoute[] = [
  // all=true is for admins (403).
  query(
    '/jobs',
    "The caller's jobs, newest first (admins: all=true for the tenant's); status, type, limit, cursor",
    'jobs',
    LIST_ITEM,
    '$status: JobStatus, $type: String, $all: Boolean, $limit: Int, $cursor: String',
    { name: 'MediaJobs', paginated: true, errors: [401, 403] },
  ),
  query(
    '/jobs/:id',
    'A job with its status, progress, outputs and credits (owner or admin)',
    'job',
    JOB,
    '$id: ID!',
    { name: 'MediaJob', errors: [401, 404] },
  ),
  mutation(
    '/jobs/:id/cancel',
    'Cancel a queued or processing job and refund its credits (owner or admin)',
    'cancelJob',
    'id status creditsRefunded',
    '$id: ID!',
    {
      name: 'CancelMediaJob',
      errors: [400, 401, 404, 409],
      codes: ['INVALID_STATE'],
    },
  ),
  // Reserves the credits anew (402, 403 for a team the owner left); 503 while the failed attempt's are being released.
  mutation(
    '/jobs/:id/retry',
    'Queue a failed job again, reserving its credits anew (owner or admin)',
    'retryJob',
    'id status creditsReserved attempt',
    '$id: ID!',
    {
      name: 'RetryMediaJob',
      errors: [400, 401, 402, 403, 404, 503],
      codes: ['INVALID_STATE'],
    },
  ),
];

/** Media paths under /media/v1 (camel-case envelope): docs/api/media.md, Paths (decisions in docs/media.md). */
export const mediaRoutes: RestRoute[] = [...creations, ...catalogue, ...management];
