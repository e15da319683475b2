import type { FileStorage } from '../../../lib/storage';
import { digest, glb, json, pdf, png, vtt, wav, type LocalFile } from './local-files';
import type { ProviderJob } from './provider';
import { sourceImageSize } from './source-image';

/** The files of one job, each made when its turn comes (so progress moves file by file). */
export type Recipe = (job: ProviderJob, storage: FileStorage) => Promise<Array<() => LocalFile>>;

const str = (value: unknown, fallback: string): string => (typeof value === 'string' && value.length > 0 ? value : fallback);
const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: Math.max(1, Math.floor(n)) }, (_, i) => make(i));

/** Poster frames of video stand-ins: 720p for standard quality, 1080p above. */
function videoFrame(aspectRatio: string, quality: string): { width: number; height: number } {
  const long = quality === 'standard' ? 1280 : 1920;
  const short = quality === 'standard' ? 720 : 1080;
  if (aspectRatio === '9:16') return { width: short, height: long };
  if (aspectRatio === '1:1') return { width: short, height: short };
  return { width: long, height: short };
}

/** Speech length: about 2.5 words a second at speed 1, at least one second. */
function speechSeconds(text: string, speed: number): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round((words / 2.5 / Math.max(0.5, speed)) * 10) / 10);
}

const SOCIAL_SIZES: Record<string, { width: number; height: number }> = {
  instagram: { width: 1080, height: 1080 },
  facebook: { width: 1200, height: 630 },
  x: { width: 1600, height: 900 },
  linkedin: { width: 1200, height: 627 },
};
const TEMPO: Record<string, number> = { slow: 1, medium: 2, fast: 4 };

/** What the local provider makes per job type (docs/media-worker.md has the same table). */
export const RECIPES: Record<string, Recipe> = {
  'image-generation': async ({ params: p }) =>
    times(num(p.variants, 1), (i) => () => png(num(p.width, 1024), num(p.height, 1024), `${str(p.prompt, '')}|${str(p.stylePreset, '')}|${str(p.quality, '')}|${i}`)),
  'image-transformation': async ({ params: p }, storage) => {
    const size = (await sourceImageSize(storage, p.imageUrl)) ?? { width: 1024, height: 1024 };
    return [() => png(size.width, size.height, `${str(p.imageUrl, '')}|${str(p.transformation, '')}|${num(p.strength, 0.7)}`)];
  },
  'background-removal': async ({ params: p }, storage) => {
    const size = (await sourceImageSize(storage, p.imageUrl)) ?? { width: 1024, height: 1024 };
    return [() => png(size.width, size.height, str(p.imageUrl, ''), true)];
  },
  'image-upscale': async ({ params: p }, storage) => {
    const scale = num(p.scale, 4);
    const size = (await sourceImageSize(storage, p.imageUrl)) ?? { width: 512, height: 512 };
    // Past MAX_SIDE the larger side is capped and the other keeps the aspect ratio.
    const factor = Math.min(scale, 4096 / Math.max(size.width, size.height));
    return [() => png(size.width * factor, size.height * factor, `${str(p.imageUrl, '')}|${scale}`)];
  },
  'video-generation': async ({ params: p }) => {
    const { width, height } = videoFrame(str(p.aspectRatio, '16:9'), str(p.quality, 'standard'));
    return [() => png(width, height, `${str(p.prompt, '')}|${num(p.duration, 10)}|${num(p.fps, 30)}`)];
  },
  'short-clips': async ({ params: p }) => times(num(p.numberOfClips, 1), (i) => () => png(720, 1280, `${str(p.videoUrl, '')}|${str(p.platform, '')}|${i}`)),
  // No speech recognition here: the cues are placeholders over a minute, 'und' when no language was given.
  subtitles: async ({ params: p }) => [() => vtt(str(p.language, 'und'), str(p.position, 'bottom'), 60, 'Subtitle', p.style && typeof p.style === 'object' ? (p.style as Record<string, unknown>) : {})],
  'text-to-speech': async ({ params: p }) => [() => wav(speechSeconds(str(p.text, ''), num(p.speed, 1)), `${str(p.voiceId, 'auto')}|${str(p.emotion, 'neutral')}`, 'speech')],
  'voice-clone-training': async (job) => {
    const p = job.params;
    const samples = Array.isArray(p.audioSamples) ? p.audioSamples.length : 0;
    return [
      () => json({ voiceModelId: job.id, name: str(p.name, ''), language: str(p.language, ''), quality: str(p.quality, 'standard'), trainedOnSamples: samples, format: 'lanes-local-voice/1' }),
      () => wav(3, job.id, 'speech'),
    ];
  },
  // The voice is seeded by the model id, so one trained voice always sounds the same.
  'cloned-speech': async ({ params: p }) => [() => wav(speechSeconds(str(p.text, ''), num(p.speed, 1)), str(p.voiceModelId, ''), 'speech')],
  'music-generation': async ({ params: p }) =>
    [() => wav(num(p.duration, 30), `${str(p.prompt, '')}|${str(p.genre, '')}|${str(p.mood, '')}`, 'music', TEMPO[str(p.tempo, 'medium')] ?? 2)],
  'avatar-generation': async (job) => {
    const p = job.params;
    const seed = `${str(p.sourceData, '')}|${str(p.style, '')}`;
    return [() => glb(`avatar-${job.id}`, seed, str(p.style, 'realistic')), () => png(512, 512, seed)];
  },
  'avatar-animation': async ({ params: p }) => [() => png(1080, 1080, `${str(p.avatarModelId, '')}|${str(p.audioUrl, '')}`, str(p.backgroundType, '') === 'transparent')],
  'template-render': async ({ params: p }) => {
    const data = (p.data && typeof p.data === 'object' ? p.data : {}) as Record<string, unknown>;
    const seed = `${str(p.templateId, '')}|${JSON.stringify(data)}`;
    if (p.outputFormat === 'pdf') {
      const lines = Object.entries(data).filter(([k]) => k !== 'title').map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`);
      return [() => pdf(str(data.title, 'Untitled'), lines, seed)];
    }
    return [() => png(1200, 1600, seed)];
  },
  'social-variants': async ({ params: p }) => {
    const platforms = Array.isArray(p.platforms) ? p.platforms.map(String) : ['instagram'];
    return platforms.map((platform) => () => {
      const size = SOCIAL_SIZES[platform] ?? SOCIAL_SIZES.instagram;
      return png(size.width, size.height, `${str(p.sourceUrl, '')}|${platform}|${p.includeText === true}`);
    });
  },
  'asset-minting': async (job) => {
    const p = job.params;
    const hash = digest(`${job.id}|${str(p.assetUrl, '')}`);
    return [() => json({ ...(p.metadata && typeof p.metadata === 'object' ? p.metadata : {}), image: p.assetUrl, blockchain: str(p.blockchain, 'polygon'), tokenId: BigInt(`0x${hash.slice(0, 15)}`).toString(), transactionHash: `0x${hash}`, simulated: true })];
  },
};
