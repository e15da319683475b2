import { FILES_PATH, type FileStorage } from '../../../lib/storage/storage';
import type { ProviderJob } from './provider';

/** Replicate models and fal endpoints name their inputs differently (num_outputs / num_images, image / image_url). */
export type InputStyle = 'replicate' | 'fal';

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
const drop = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));

/**
 * A source image the job names, as a model can fetch it: a platform file (`/files/...`, which a
 * remote service cannot reach) is sent inline as a data URI; http(s) URLs and data URIs as they are.
 */
async function reachableSource(storage: FileStorage, value: unknown): Promise<string | undefined> {
  const url = str(value);
  if (!url?.startsWith(FILES_PATH)) return url;
  const file = await storage.get(url.slice(FILES_PATH.length));
  if (!file) throw new Error('the source file is no longer stored');
  return `data:${file.contentType};base64,${file.data.toString('base64')}`;
}

/** The prompt with the style preset the caller chose, which no model takes as a field of its own. */
function styled(p: Record<string, unknown>): string | undefined {
  const prompt = str(p.prompt);
  const preset = str(p.stylePreset);
  return prompt && preset ? `${prompt}, ${preset.replace(/-/g, ' ')} style` : prompt;
}

/** A transformation as an instruction to an image-to-image model. */
const INSTRUCTIONS: Record<string, string> = {
  'style-transfer': 'Repaint this image in the style of the reference image',
  filter: 'Apply an artistic filter to this image',
  enhance: 'Enhance this image: sharper details, better light and colour',
  colorize: 'Colorize this image with natural colours',
};

/**
 * The model input of a job: made from its params in the names the style's models commonly use,
 * then the route's fixed `input` (MEDIA_PROVIDER_MAP) on top, for a model that wants other
 * names or settings. Only the types of ADAPTER_TYPES.replicate / .fal (providers/settings.ts).
 */
export async function modelInput(
  job: ProviderJob,
  style: InputStyle,
  storage: FileStorage,
  fixed: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const p = job.params;
  const image = style === 'replicate' ? 'image' : 'image_url';
  let input: Record<string, unknown>;
  switch (job.type) {
    case 'image-generation':
      input =
        style === 'replicate'
          ? { prompt: styled(p), width: p.width, height: p.height, num_outputs: p.variants }
          : {
              prompt: styled(p),
              image_size: { width: p.width, height: p.height },
              num_images: p.variants,
            };
      break;
    case 'image-transformation':
      input = {
        [image]: await reachableSource(storage, p.imageUrl),
        prompt: INSTRUCTIONS[String(p.transformation)] ?? String(p.transformation),
        [style === 'replicate' ? 'prompt_strength' : 'strength']: p.strength,
        [style === 'replicate' ? 'style_image' : 'style_image_url']: await reachableSource(
          storage,
          p.styleReference,
        ),
      };
      break;
    case 'background-removal':
      input = { [image]: await reachableSource(storage, p.imageUrl) };
      break;
    case 'image-upscale':
      input = { [image]: await reachableSource(storage, p.imageUrl), scale: p.scale };
      break;
    case 'video-generation':
      // fal's video endpoints take the length as a string of seconds ("5", "10").
      input = {
        prompt: str(p.prompt),
        duration: style === 'fal' ? String(p.duration) : p.duration,
        aspect_ratio: p.aspectRatio,
        ...(style === 'replicate' ? { fps: p.fps } : {}),
      };
      break;
    case 'text-to-speech':
      input = {
        text: str(p.text),
        voice: str(p.voiceId) === 'auto' ? undefined : str(p.voiceId),
        speed: p.speed,
      };
      break;
    case 'music-generation': {
      const words = [
        str(p.prompt),
        str(p.genre),
        str(p.mood),
        p.tempo ? `${String(p.tempo)} tempo` : undefined,
      ].filter(Boolean);
      input = { prompt: words.join(', '), duration: p.duration };
      break;
    }
    default:
      throw new Error(`${style} routes cannot make ${job.type}`);
  }
  return { ...drop(input), ...fixed };
}
