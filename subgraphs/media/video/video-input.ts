import type { InputCheck } from '../../../lib/validation';
import { QUALITIES } from '../jobs/costs';
import {
  choice,
  compact,
  hexColor,
  integer,
  locale,
  text,
  url,
  type JobDraft,
  type Nullable,
} from '../jobs/input-fields';

/*
 * Input checks of the video operations (docs/api/media.md, "Bodies"). Where the interface leaves
 * values out, the lists here decide (docs/media.md, "Identifiers").
 */

/** Video generation providers; the worker chooses one when the field is absent. */
export const VIDEO_PROVIDERS = ['runway', 'pika', 'luma', 'sora'] as const;
/** Short-form video platforms a clip can be cut for. */
const SHORT_VIDEO_PLATFORMS = ['tiktok', 'youtube-shorts', 'instagram-reels'] as const;
const FRAME_RATES = [24, 30, 60] as const;
const ASPECT_RATIOS = ['16:9', '9:16', '1:1'] as const;
const SUBTITLE_POSITIONS = ['bottom', 'top', 'center'] as const;

const MAX_VIDEO_PROMPT = 2000;
/** Generated video length in seconds; the tier caps it further (jobs/tiers.ts). */
export const VIDEO_SECONDS = { min: 5, max: 60 };
const DEFAULT_VIDEO_SECONDS = 10;

export interface GenerateVideoInput {
  prompt?: Nullable<string>;
  duration?: Nullable<number>;
  quality?: Nullable<string>;
  provider?: Nullable<string>;
  fps?: Nullable<number>;
  aspectRatio?: Nullable<string>;
}

export interface CreateShortClipsInput {
  videoUrl?: Nullable<string>;
  targetDuration?: Nullable<number>;
  platform?: Nullable<string>;
  numberOfClips?: Nullable<number>;
}

interface SubtitleStyleInput {
  fontFamily?: Nullable<string>;
  fontSize?: Nullable<number>;
  color?: Nullable<string>;
  backgroundColor?: Nullable<string>;
}

export interface AddSubtitlesInput {
  videoUrl?: Nullable<string>;
  language?: Nullable<string>;
  style?: Nullable<SubtitleStyleInput>;
  position?: Nullable<string>;
}

export function checkGenerateVideo(check: InputCheck, input: GenerateVideoInput): JobDraft {
  const prompt = text(check, 'prompt', input.prompt, { required: true, max: MAX_VIDEO_PROMPT });
  const provider = choice(check, 'provider', input.provider, VIDEO_PROVIDERS);
  const params = compact({
    prompt,
    duration: integer(check, 'duration', input.duration, VIDEO_SECONDS, DEFAULT_VIDEO_SECONDS),
    quality: choice(check, 'quality', input.quality, QUALITIES, 'standard'),
    fps: choice(check, 'fps', input.fps, FRAME_RATES, 30),
    aspectRatio: choice(check, 'aspectRatio', input.aspectRatio, ASPECT_RATIOS, '16:9'),
  });
  return {
    type: 'video-generation',
    params,
    provider,
    prompts: prompt ? [{ field: 'prompt', text: prompt }] : [],
    references: [],
  };
}

export function checkCreateShortClips(check: InputCheck, input: CreateShortClipsInput): JobDraft {
  const params = compact({
    videoUrl: url(check, 'videoUrl', input.videoUrl, true),
    targetDuration: integer(check, 'targetDuration', input.targetDuration, {
      min: 15,
      max: 60,
      required: true,
    }),
    platform: choice(check, 'platform', input.platform, SHORT_VIDEO_PLATFORMS),
    numberOfClips: integer(check, 'numberOfClips', input.numberOfClips, { min: 1, max: 5 }, 1),
  });
  return { type: 'short-clips', params, provider: null, prompts: [], references: [] };
}

function checkStyle(check: InputCheck, style: SubtitleStyleInput): Record<string, unknown> {
  return compact({
    fontFamily: text(check, 'style.fontFamily', style.fontFamily, { max: 100 }),
    fontSize: integer(check, 'style.fontSize', style.fontSize, { min: 8, max: 200 }),
    color: hexColor(check, 'style.color', style.color),
    backgroundColor: hexColor(check, 'style.backgroundColor', style.backgroundColor),
  });
}

export function checkAddSubtitles(check: InputCheck, input: AddSubtitlesInput): JobDraft {
  const params = compact({
    videoUrl: url(check, 'videoUrl', input.videoUrl, true),
    // Absent: the worker detects the spoken language.
    language: locale(check, 'language', input.language),
    style: input.style ? checkStyle(check, input.style) : null,
    position: choice(check, 'position', input.position, SUBTITLE_POSITIONS, 'bottom'),
  });
  return { type: 'subtitles', params, provider: null, prompts: [], references: [] };
}
