import type { JobParams, JobType } from './job-types';

/** The quality levels of the operations that have them; the cost follows the level. */
export const QUALITIES = ['standard', 'high', 'ultra'] as const;
type Quality = (typeof QUALITIES)[number];

/** Credits per quality level (docs/media.md, "Operations"). */
const IMAGE_PER_VARIANT: Record<Quality, number> = { standard: 10, high: 25, ultra: 50 };
const VIDEO_PER_10_SECONDS: Record<Quality, number> = { standard: 100, high: 200, ultra: 400 };
const VOICE_CLONE: Record<Quality, number> = { standard: 200, high: 400, ultra: 800 };
const AVATAR: Record<Quality, number> = { standard: 150, high: 300, ultra: 600 };
/** Every other job type. */
const FLAT_COST = 20;

const quality = (params: JobParams): Quality =>
  (params.quality as Quality | undefined) ?? 'standard';

/**
 * What a job costs, from its checked params (defaults applied). Video is charged per started
 * 10 seconds: 5 s and 10 s cost one block, 11 s two.
 */
export function jobCost(type: JobType, params: JobParams): number {
  switch (type) {
    case 'image-generation':
      return IMAGE_PER_VARIANT[quality(params)] * Number(params.variants ?? 1);
    case 'video-generation':
      return VIDEO_PER_10_SECONDS[quality(params)] * Math.ceil(Number(params.duration) / 10);
    case 'voice-clone-training':
      return VOICE_CLONE[quality(params)];
    case 'avatar-generation':
      return AVATAR[quality(params)];
    default:
      return FLAT_COST;
  }
}
