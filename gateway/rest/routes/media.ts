import { PAGE, type RestRoute } from '../route';

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

/** A creation: POST with the body as the operation's input, 202 Accepted with the queued job. */
function creation(path: string, field: string, inputType: string, summary: string): RestRoute {
  return {
    method: 'POST',
    path: `${BASE}/${path}`,
    summary,
    tag: TAG,
    operation: `mutation ${capitalized(field)}($input: ${inputType}!) { ${field}(input: $input) { ${CREATED} } }`,
    result: field,
    body: 'input',
    status: 202,
    ...CAMEL,
  };
}

const creations: RestRoute[] = [
  creation('images/generate', 'generateImage', 'GenerateImageInput', 'Queue an image generation (10/25/50 credits per variant by quality)'),
  creation('images/transform', 'transformImage', 'TransformImageInput', 'Queue an image transformation: style-transfer, filter, enhance or colorize (20 credits)'),
  creation('images/remove-background', 'removeBackground', 'RemoveBackgroundInput', 'Queue a background removal to a transparent png or webp (20 credits)'),
  creation('images/upscale', 'upscaleImage', 'UpscaleImageInput', 'Queue a 2x or 4x upscale (20 credits)'),
  creation('videos/generate', 'generateVideo', 'GenerateVideoInput', 'Queue a video generation, 5-60 s capped by plan (100/200/400 credits per started 10 s)'),
  creation('videos/clips', 'createShortClips', 'CreateShortClipsInput', 'Queue short-form clips of a video (20 credits)'),
  creation('videos/subtitles', 'addSubtitles', 'AddSubtitlesInput', 'Queue subtitles for a video (20 credits)'),
  creation('audio/speech', 'textToSpeech', 'TextToSpeechInput', 'Queue text to speech (20 credits)'),
  creation('audio/voice-clones', 'trainVoiceClone', 'TrainVoiceCloneInput', 'Queue the training of a cloned voice (200/400/800 credits)'),
  creation('audio/cloned-speech', 'speakWithClonedVoice', 'SpeakWithClonedVoiceInput', 'Queue speech in a trained cloned voice (20 credits)'),
  creation('audio/music', 'generateMusic', 'GenerateMusicInput', 'Queue a music generation, 15-300 s (20 credits)'),
  creation('avatars/generate', 'generateAvatar', 'GenerateAvatarInput', 'Queue a 3D-ready avatar from a photo or a description (150/300/600 credits)'),
  creation('avatars/animate', 'animateAvatar', 'AnimateAvatarInput', 'Queue a lip-synced animation of a generated avatar (20 credits)'),
  creation('social/variants', 'createSocialVariants', 'CreateSocialVariantsInput', 'Queue variants of an image or video for 1-4 social platforms (20 credits)'),
  creation('assets/mint', 'mintAsset', 'MintAssetInput', "Queue the minting of a completed job's output (promax plan or above; 20 credits)"),
  {
    method: 'POST',
    path: `${BASE}/templates/:id/render`,
    summary: 'Queue a render of a catalogue template as png, jpg or pdf (20 credits)',
    tag: TAG,
    operation: `mutation RenderTemplate($id: ID!, $input: RenderTemplateInput!) { renderTemplate(id: $id, input: $input) { ${CREATED} } }`,
    result: 'renderTemplate',
    body: 'input',
    status: 202,
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
    ...CAMEL,
  },
  {
    method: 'POST',
    path: `${BASE}/jobs/:id/cancel`,
    summary: 'Cancel a queued or processing job and refund its credits (owner or admin)',
    tag: TAG,
    operation: 'mutation CancelMediaJob($id: ID!) { cancelJob(id: $id) { id status creditsRefunded } }',
    result: 'cancelJob',
    ...CAMEL,
  },
  {
    method: 'POST',
    path: `${BASE}/jobs/:id/retry`,
    summary: 'Queue a failed job again, reserving its credits anew (owner or admin)',
    tag: TAG,
    operation: 'mutation RetryMediaJob($id: ID!) { retryJob(id: $id) { id status creditsReserved attempt } }',
    result: 'retryJob',
    ...CAMEL,
  },
];

/** Media paths of SPEC section 6 under /media/v1 (camel-case envelope). */
export const mediaRoutes: RestRoute[] = [...creations, ...catalogue, ...management];
