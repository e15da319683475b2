import type { InputCheck } from '../../../lib/validation';
import { QUALITIES } from '../jobs/costs';
import {
  choice,
  compact,
  decimal,
  imageSource,
  integer,
  MAX_PROMPT,
  text,
  url,
  type JobDraft,
  type Nullable,
} from '../jobs/input-fields';

/*
 * Input checks of the image operations (docs/api/media.md, "Bodies"). Where the interface leaves
 * values out ("and others"), the lists here decide (docs/media.md, "Identifiers").
 */

/** Image generation providers; the worker chooses one when the field is absent. */
export const IMAGE_PROVIDERS = ['dall-e', 'stable-diffusion', 'midjourney', 'imagen'] as const;
const STYLE_PRESETS = [
  'realistic',
  'artistic',
  'anime',
  '3d-render',
  'cinematic',
  'watercolor',
  'pixel-art',
  'sketch',
] as const;
const TRANSFORMATIONS = ['style-transfer', 'filter', 'enhance', 'colorize'] as const;
const CUTOUT_FORMATS = ['png', 'webp'] as const;
/** Picture formats of generation, transformation and upscaling; png when absent. */
const IMAGE_FORMATS = ['png', 'jpg', 'webp'] as const;
const UPSCALE_FACTORS = [2, 4] as const;

const SIDE = { min: 256, max: 2048 };

export interface GenerateImageInput {
  prompt?: Nullable<string>;
  width?: Nullable<number>;
  height?: Nullable<number>;
  quality?: Nullable<string>;
  variants?: Nullable<number>;
  provider?: Nullable<string>;
  stylePreset?: Nullable<string>;
  outputFormat?: Nullable<string>;
}

export interface TransformImageInput {
  imageUrl?: Nullable<string>;
  transformation?: Nullable<string>;
  styleReference?: Nullable<string>;
  strength?: Nullable<number>;
  outputFormat?: Nullable<string>;
}

export interface RemoveBackgroundInput {
  imageUrl?: Nullable<string>;
  outputFormat?: Nullable<string>;
}

export interface UpscaleImageInput {
  imageUrl?: Nullable<string>;
  scale?: Nullable<number>;
  enhanceDetails?: Nullable<boolean>;
  outputFormat?: Nullable<string>;
}

export function checkGenerateImage(check: InputCheck, input: GenerateImageInput): JobDraft {
  const prompt = text(check, 'prompt', input.prompt, { required: true, max: MAX_PROMPT });
  const provider = choice(check, 'provider', input.provider, IMAGE_PROVIDERS);
  const params = compact({
    prompt,
    width: integer(check, 'width', input.width, SIDE, 1024),
    height: integer(check, 'height', input.height, SIDE, 1024),
    quality: choice(check, 'quality', input.quality, QUALITIES, 'standard'),
    variants: integer(check, 'variants', input.variants, { min: 1, max: 4 }, 1),
    stylePreset: choice(check, 'stylePreset', input.stylePreset, STYLE_PRESETS),
    outputFormat: choice(check, 'outputFormat', input.outputFormat, IMAGE_FORMATS),
  });
  return {
    type: 'image-generation',
    params,
    provider,
    prompts: prompt ? [{ field: 'prompt', text: prompt }] : [],
    references: [],
  };
}

export function checkTransformImage(check: InputCheck, input: TransformImageInput): JobDraft {
  const transformation = text(check, 'transformation', input.transformation, {
    required: true,
    max: 50,
  });
  if (transformation) choice(check, 'transformation', transformation, TRANSFORMATIONS);
  const styleReference = url(check, 'styleReference', input.styleReference);
  // The reference image is what a style transfer copies; other transformations have no use for it.
  if (transformation === 'style-transfer' && input.styleReference == null)
    check.problem('styleReference', 'is required for style-transfer');
  if (transformation && transformation !== 'style-transfer' && styleReference)
    check.problem('styleReference', 'is only used with style-transfer');
  const params = compact({
    imageUrl: imageSource(check, 'imageUrl', input.imageUrl),
    transformation,
    styleReference,
    strength: decimal(check, 'strength', input.strength, { min: 0, max: 1 }, 0.7),
    outputFormat: choice(check, 'outputFormat', input.outputFormat, IMAGE_FORMATS),
  });
  return { type: 'image-transformation', params, provider: null, prompts: [], references: [] };
}

export function checkRemoveBackground(check: InputCheck, input: RemoveBackgroundInput): JobDraft {
  const params = compact({
    imageUrl: url(check, 'imageUrl', input.imageUrl, true),
    outputFormat: choice(check, 'outputFormat', input.outputFormat, CUTOUT_FORMATS, 'png'),
  });
  return { type: 'background-removal', params, provider: null, prompts: [], references: [] };
}

export function checkUpscaleImage(check: InputCheck, input: UpscaleImageInput): JobDraft {
  const params = compact({
    imageUrl: url(check, 'imageUrl', input.imageUrl, true),
    scale: choice(check, 'scale', input.scale, UPSCALE_FACTORS, 4),
    enhanceDetails: input.enhanceDetails ?? true,
    outputFormat: choice(check, 'outputFormat', input.outputFormat, IMAGE_FORMATS),
  });
  return { type: 'image-upscale', params, provider: null, prompts: [], references: [] };
}
