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
const TIER: ExtraCode[] = [...QUOTA, 'ERR_TIER_REQUIRED'];

const { mutation } = routeBuilder('media', '/media/v1', { style: 'camel' });

/** REST paths of `subgraphs/media/publishing/`: docs/api/media.md, Paths. */
export const mediaPublishingRoutes: RestRoute[] = [
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
];
