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

/** REST paths of `subgraphs/media/images/`: docs/api/media.md, Paths. */
export const mediaImagesRoutes: RestRoute[] = [
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
];
