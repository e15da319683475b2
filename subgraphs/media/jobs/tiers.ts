import type { PlanTier } from '../../../lib/auth/tokens';
import { MediaError } from '../common/errors';
import type { JobParams, JobType } from './job-types';

/** Plan tiers, lowest first (docs/media.md, "Plan tiers and quotas"). */
const RANK: Record<PlanTier, number> = { free: 0, pro: 1, promax: 2, enterprise: 3 };

/** Job types that need at least a tier. */
const MIN_TIER: Partial<Record<JobType, PlanTier>> = { 'asset-minting': 'promax' };

/** The longest generated video per tier, in seconds. */
export const VIDEO_CAP_SECONDS: Record<PlanTier, number> = {
  free: 10,
  pro: 30,
  promax: 60,
  enterprise: 60,
};

/** Job types whose `duration` is the length of a generated video, and so capped by tier. */
const CAPPED_DURATION: ReadonlySet<JobType> = new Set(['video-generation', 'avatar-animation']);

/** Jobs a user may create per calendar month (UTC); null is unlimited. */
export const MONTHLY_QUOTA: Record<PlanTier, number | null> = {
  free: 50,
  pro: 1000,
  promax: 10_000,
  enterprise: null,
};

export class QuotaExceededError extends MediaError {
  constructor(tier: PlanTier, quota: number) {
    super(
      'ERR_QUOTA_EXCEEDED',
      `The monthly render quota of the ${tier} plan (${quota} jobs) is reached`,
    );
  }
}

/** The smallest tier whose cap allows `duration` seconds. */
function tierFor(duration: number): PlanTier | undefined {
  return (Object.keys(VIDEO_CAP_SECONDS) as PlanTier[]).find(
    (tier) => VIDEO_CAP_SECONDS[tier] >= duration,
  );
}

/** 403 ERR_TIER_REQUIRED when the caller's plan does not include this job. */
export function checkTier(tier: PlanTier, type: JobType, params: JobParams): void {
  const needed = MIN_TIER[type];
  if (needed && RANK[tier] < RANK[needed]) {
    throw new MediaError(
      'ERR_TIER_REQUIRED',
      `${type} needs the ${needed} plan or above (yours is ${tier})`,
    );
  }
  const duration = params.duration;
  if (
    CAPPED_DURATION.has(type) &&
    typeof duration === 'number' &&
    duration > VIDEO_CAP_SECONDS[tier]
  ) {
    throw new MediaError(
      'ERR_TIER_REQUIRED',
      `Videos on the ${tier} plan are at most ${VIDEO_CAP_SECONDS[tier]} seconds; ${duration} seconds needs the ${tierFor(duration)} plan`,
    );
  }
}

/** The first instant of the current calendar month in UTC: quotas count jobs created since. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
