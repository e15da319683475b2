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
const TIER: ExtraCode[] = [...QUOTA, 'ERR_TIER_REQUIRED'];

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/avatars/`: docs/api/media.md, Paths. */
export const mediaAvatarsRoutes: RestRoute[] = [
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
];
