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
const PROMPT_AND_TIER: ExtraCode[] = [...QUOTA, 'ERR_INVALID_PROMPT', 'ERR_TIER_REQUIRED'];

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/video/`: docs/api/media.md, Paths. */
export const mediaVideoRoutes: RestRoute[] = [
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
];
