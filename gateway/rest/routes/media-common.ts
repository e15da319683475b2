import type { RestRoute, ExtraCode } from '../route';

// What several of media's route files share (as subgraphs/media/common/ does for its features).
// What every creation answers (docs/api/media.md, Bodies): the job id, queued, the credits held.
export const CREATED = 'jobId: id status creditsReserved estimatedCompletionTime';
/**
 * A creation: 202 Accepted with the queued job. Every one can refuse (docs/api/media.md, Errors): invalid
 * input, a team the caller is no member of (403) or that does not exist (404), too few credits
 * (402), the monthly quota (ERR_QUOTA_EXCEEDED, 429 like the rate limit), a job no provider of the
 * platform makes (ERR_PROVIDER_ERROR, 502). Some also check the content policy
 * (ERR_INVALID_PROMPT, 400) or the plan tier (ERR_TIER_REQUIRED, 403).
 */
export const QUEUED = {
  status: 202,
  errors: [400, 401, 402, 403, 404, 502],
} satisfies Partial<RestRoute>;
/**
 * A creation whose prompt-like text is moderated (lib/moderation/): 503 too, when a configured
 * moderation service gives no verdict (docs/media.md, "Content policy").
 */
export const MODERATED = {
  status: 202,
  errors: [...QUEUED.errors, 503],
} satisfies Partial<RestRoute>;
export const QUOTA: ExtraCode[] = ['ERR_QUOTA_EXCEEDED'];
export const PROMPT: ExtraCode[] = [...QUOTA, 'ERR_INVALID_PROMPT'];
export const TIER: ExtraCode[] = [...QUOTA, 'ERR_TIER_REQUIRED'];
