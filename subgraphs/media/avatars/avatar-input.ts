import type { InputCheck } from '../../../lib/validation';
import { QUALITIES } from '../jobs/costs';
import {
  choice,
  compact,
  integer,
  jobReference,
  MAX_PROMPT,
  text,
  url,
  type JobDraft,
  type Nullable,
  type Reference,
} from '../jobs/input-fields';
import { VIDEO_SECONDS } from '../video/video-input';

/* Input checks of the avatar operations (docs/api/media.md, "Bodies"). */

const AVATAR_SOURCES = ['photo', 'description'] as const;
const AVATAR_STYLES = ['realistic', 'cartoon', 'anime', '3d'] as const;
const BACKGROUND_TYPES = ['transparent', 'solid-color', 'image'] as const;

export interface GenerateAvatarInput {
  sourceType?: Nullable<string>;
  sourceData?: Nullable<string>;
  style?: Nullable<string>;
  quality?: Nullable<string>;
}

export interface AnimateAvatarInput {
  avatarModelId?: Nullable<string>;
  audioUrl?: Nullable<string>;
  duration?: Nullable<number>;
  backgroundType?: Nullable<string>;
}

/** sourceData is a photo URL for `photo` and a text description (a prompt) for `description`. */
export function checkGenerateAvatar(check: InputCheck, input: GenerateAvatarInput): JobDraft {
  const sourceType = text(check, 'sourceType', input.sourceType, { required: true, max: 20 });
  if (sourceType) choice(check, 'sourceType', sourceType, AVATAR_SOURCES);
  const description = sourceType === 'description';
  const sourceData =
    sourceType === 'photo'
      ? url(check, 'sourceData', input.sourceData, true)
      : text(check, 'sourceData', input.sourceData, { required: true, max: MAX_PROMPT });
  const params = compact({
    sourceType,
    sourceData,
    style: choice(check, 'style', input.style, AVATAR_STYLES, 'realistic'),
    quality: choice(check, 'quality', input.quality, QUALITIES, 'standard'),
  });
  const prompts = description && sourceData ? [{ field: 'sourceData', text: sourceData }] : [];
  return { type: 'avatar-generation', params, provider: null, prompts, references: [] };
}

/** Without `duration` the animation lasts as long as the audio, cut at the plan's video cap. */
export function checkAnimateAvatar(check: InputCheck, input: AnimateAvatarInput): JobDraft {
  const references: Reference[] = [];
  const params = compact({
    avatarModelId: jobReference(
      check,
      references,
      'avatarModelId',
      input.avatarModelId,
      'avatar-generation',
    ),
    audioUrl: url(check, 'audioUrl', input.audioUrl, true),
    duration: integer(check, 'duration', input.duration, VIDEO_SECONDS),
    backgroundType: choice(
      check,
      'backgroundType',
      input.backgroundType,
      BACKGROUND_TYPES,
      'transparent',
    ),
  });
  return { type: 'avatar-animation', params, provider: null, prompts: [], references };
}
