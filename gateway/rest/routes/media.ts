import { PAGE, type ExtraCode, type RestRoute } from '../route';

const TAG = 'media';
const BASE = '/media/v1';
const CAMEL = { style: 'camel' } as const;
// What every creation answers (document 2, section 4.3): the job id, queued, the credits held.
const CREATED = 'jobId: id status creditsReserved estimatedCompletionTime';
const JOB = `id type status progress attempt provider outputs { url width height contentType } creditsReserved creditsCharged
  creditsRefunded ownerId teamId error { code message } estimatedCompletionTime createdAt updatedAt startedAt completedAt failedAt cancelledAt`;
const LIST_ITEM = 'id type status progress creditsReserved createdAt';
const TEMPLATE = 'id name category previewImageUrl price isFeatured';

const capitalized = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}`;

/**
 * What every creation can refuse (subgraphs/media/domain/create-job.ts): invalid input, a team the
 * caller is no member of (403) or that does not exist (404), too few credits (402), the monthly
 * quota (429, with the rate limit's status). `checks` names the job's further refusals: the content
 * policy (ERR_INVALID_PROMPT, 400) and the plan tier (ERR_TIER_REQUIRED, 403).
 */
const CREATION = { errors: [400, 401, 402, 403, 404] } satisfies Pick<RestRoute, 'errors'>;
const PROMPT: ExtraCode[] = ['ERR_INVALID_PROMPT'];
const TIER: ExtraCode[] = ['ERR_TIER_REQUIRED'];

/** A creation: POST with the body as the operation's input, 202 Accepted with the queued job. */
function creation(path: string, field: string, inputType: string, summary: string, checks: ExtraCode[] = []): RestRoute {
  return {
    method: 'POST',
    path: `${BASE}/${path}`,
    summary,
    tag: TAG,
    operation: `mutation ${capitalized(field)}($input: ${inputType}!) { ${field}(input: $input) { ${CREATED} } }`,
    result: field,
    body: 'input',
    status: 202,
    ...CREATION,
    codes: ['ERR_QUOTA_EXCEEDED', ...checks],
    ...CAMEL,
  };
}

const creations: RestRoute[] = [
  creation('images/generate', 'generateImage', 'GenerateImageInput', 'Queue an image generation (10/25/50 credits per variant by quality)', PROMPT),
  creation('images/transform', 'transformImage', 'TransformImageInput', 'Queue an image transformation: style-transfer, filter, enhance or colorize (20 credits)'),
  creation('images/remove-background', 'removeBackground', 'RemoveBackgroundInput', 'Queue a background removal to a transparent png or webp (20 credits)'),
  creation('images/upscale', 'upscaleImage', 'UpscaleImageInput', 'Queue a 2x or 4x upscale (20 credits)'),
  creation('videos/generate', 'generateVideo', 'GenerateVideoInput', 'Queue a video generation, 5-60 s capped by plan (100/200/400 credits per started 10 s)', [...PROMPT, ...TIER]),
  creation('videos/clips', 'createShortClips', 'CreateShortClipsInput', 'Queue short-form clips of a video (20 credits)'),
  creation('videos/subtitles', 'addSubtitles', 'AddSubtitlesInput', 'Queue subtitles for a video (20 credits)'),
  creation('audio/speech', 'textToSpeech', 'TextToSpeechInput', 'Queue text to speech (20 credits)', PROMPT),
  creation('audio/voice-clones', 'trainVoiceClone', 'TrainVoiceCloneInput', 'Queue the training of a cloned voice (200/400/800 credits)'),
  creation('audio/cloned-speech', 'speakWithClonedVoice', 'SpeakWithClonedVoiceInput', 'Queue speech in a trained cloned voice (20 credits)', PROMPT),
  creation('audio/music', 'generateMusic', 'GenerateMusicInput', 'Queue a music generation, 15-300 s (20 credits)', PROMPT),
  creation('avatars/generate', 'generateAvatar', 'GenerateAvatarInput', 'Queue a 3D-ready avatar from a photo or a description (150/300/600 credits)', PROMPT),
  creation('avatars/animate', 'animateAvatar', 'AnimateAvatarInput', 'Queue a lip-synced animation of a generated avatar (20 credits)', TIER),
  creation('social/variants', 'createSocialVariants', 'CreateSocialVariantsInput', 'Queue variants of an image or video for 1-4 social platforms (20 credits)'),
  creation('assets/mint', 'mintAsset', 'MintAssetInput', "Queue the minting of a completed job's output (promax plan or above; 20 credits)", TIER),
  {
    method: 'POST',
    path: `${BASE}/templates/:id/render`,
    summary: 'Queue a render of a catalogue template as png, jpg or pdf (20 credits)',
    tag: TAG,
    operation: `mutation RenderTemplate($id: ID!, $input: RenderTemplateInput!) { renderTemplate(id: $id, input: $input) { ${CREATED} } }`,
    result: 'renderTemplate',
    body: 'input',
    status: 202,
    ...CREATION,
    codes: ['ERR_QUOTA_EXCEEDED', ...PROMPT],
    ...CAMEL,
  },
];

const catalogue: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/templates`,
    summary: 'The public template catalogue by name (no token needed); category, limit, cursor',
    tag: TAG,
    operation: `query MediaTemplates($category: String, $limit: Int, $cursor: String) {
      templates(category: $category, limit: $limit, cursor: $cursor) { nodes { ${TEMPLATE} } ${PAGE} }
    }`,
    result: 'templates',
    errors: [],
    paginated: true,
    public: true,
    ...CAMEL,
  },
  {
    method: 'GET',
    path: `${BASE}/templates/:id`,
    summary: 'One catalogue template (no token needed)',
    tag: TAG,
    operation: `query MediaTemplate($id: ID!) { template(id: $id) { ${TEMPLATE} } }`,
    result: 'template',
    errors: [404],
    public: true,
    ...CAMEL,
  },
];

const management: RestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/jobs`,
    summary: "The caller's jobs, newest first (admins: all=true for the tenant's); status, type, limit, cursor",
    tag: TAG,
    operation: `query MediaJobs($status: JobStatus, $type: String, $all: Boolean, $limit: Int, $cursor: String) {
      jobs(status: $status, type: $type, all: $all, limit: $limit, cursor: $cursor) { nodes { ${LIST_ITEM} } ${PAGE} }
    }`,
    result: 'jobs',
    // all=true is for admins.
    errors: [401, 403],
    paginated: true,
    ...CAMEL,
  },
  {
    method: 'GET',
    path: `${BASE}/jobs/:id`,
    summary: 'A job with its status, progress, outputs and credits (owner or admin)',
    tag: TAG,
    operation: `query MediaJob($id: ID!) { job(id: $id) { ${JOB} } }`,
    result: 'job',
    errors: [401, 404],
    ...CAMEL,
  },
  {
    method: 'POST',
    path: `${BASE}/jobs/:id/cancel`,
    summary: 'Cancel a queued or processing job and refund its credits (owner or admin)',
    tag: TAG,
    operation: 'mutation CancelMediaJob($id: ID!) { cancelJob(id: $id) { id status creditsRefunded } }',
    result: 'cancelJob',
    errors: [400, 401, 404, 409],
    codes: ['INVALID_STATE'],
    ...CAMEL,
  },
  {
    method: 'POST',
    path: `${BASE}/jobs/:id/retry`,
    summary: 'Queue a failed job again, reserving its credits anew (owner or admin)',
    tag: TAG,
    operation: 'mutation RetryMediaJob($id: ID!) { retryJob(id: $id) { id status creditsReserved attempt } }',
    result: 'retryJob',
    // Reserves the credits anew (402, 403 for a team the owner left); 503 while the failed attempt's are being released.
    errors: [400, 401, 402, 403, 404, 503],
    codes: ['INVALID_STATE'],
    ...CAMEL,
  },
];

/** Media paths of SPEC section 6 under /media/v1 (camel-case envelope). */
export const mediaRoutes: RestRoute[] = [...creations, ...catalogue, ...management];
