/** Every job type, one per creation operation (docs/api/media.md, "Paths"; the catalogue query makes none). */
export const JOB_TYPES = [
  'image-generation',
  'image-transformation',
  'background-removal',
  'image-upscale',
  'video-generation',
  'short-clips',
  'subtitles',
  'text-to-speech',
  'voice-clone-training',
  'cloned-speech',
  'music-generation',
  'avatar-generation',
  'avatar-animation',
  'template-render',
  'social-variants',
  'asset-minting',
] as const;
export type JobType = (typeof JOB_TYPES)[number];

export function isJobType(value: string): value is JobType {
  return (JOB_TYPES as readonly string[]).includes(value);
}

/** The operation's fields with defaults applied, as stored in the job's `params`. */
export type JobParams = Record<string, unknown>;

interface TypeTiming {
  /** A processing job older than this fails with ERR_JOB_TIMEOUT (the worker enforces it). */
  timeoutSeconds: number;
  /** Rough seconds from queued to completed, for `estimatedCompletionTime`. */
  estimate: (params: JobParams) => number;
}

const seconds = (params: JobParams, field: string, fallback: number): number => {
  const value = params[field];
  return typeof value === 'number' ? value : fallback;
};

/**
 * Time limits and estimates per type. Long media (video, music, voice training) scale with the
 * length asked for; the limits leave room for a slow provider and one fallback.
 */
export const TIMINGS: Record<JobType, TypeTiming> = {
  'image-generation': { timeoutSeconds: 300, estimate: (p) => 10 * seconds(p, 'variants', 1) },
  'image-transformation': { timeoutSeconds: 300, estimate: () => 15 },
  'background-removal': { timeoutSeconds: 120, estimate: () => 5 },
  'image-upscale': { timeoutSeconds: 300, estimate: () => 20 },
  'video-generation': {
    timeoutSeconds: 1800,
    estimate: (p) => 60 + 6 * seconds(p, 'duration', 10),
  },
  'short-clips': { timeoutSeconds: 900, estimate: (p) => 30 + 20 * seconds(p, 'numberOfClips', 1) },
  subtitles: { timeoutSeconds: 900, estimate: () => 90 },
  'text-to-speech': { timeoutSeconds: 300, estimate: () => 10 },
  'voice-clone-training': { timeoutSeconds: 3600, estimate: () => 600 },
  'cloned-speech': { timeoutSeconds: 300, estimate: () => 15 },
  'music-generation': { timeoutSeconds: 1800, estimate: (p) => 30 + seconds(p, 'duration', 60) },
  'avatar-generation': { timeoutSeconds: 1800, estimate: () => 180 },
  'avatar-animation': {
    timeoutSeconds: 1800,
    estimate: (p) => 60 + 6 * seconds(p, 'duration', 30),
  },
  'template-render': { timeoutSeconds: 120, estimate: () => 5 },
  'social-variants': {
    timeoutSeconds: 600,
    estimate: (p) => 10 * (Array.isArray(p.platforms) ? p.platforms.length : 1),
  },
  'asset-minting': { timeoutSeconds: 900, estimate: () => 60 },
};
