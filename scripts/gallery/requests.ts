import type { Job } from './client';

/** What earlier jobs made that later requests use, as a client keeps it. */
export interface Made {
  photo?: string;
  template?: string;
  image?: string;
  video?: string;
  speechWav?: string;
  speechMp3?: string;
  voice?: string;
  avatar?: string;
  animation?: string;
}

export interface GalleryRequest {
  /** The picture's name in docs/screenshots/gallery/ (the job type, or the type and a variant). */
  name: string;
  type: string;
  /** The request in a few words, for the table. */
  summary: string;
  path: (made: Made) => string;
  body: (made: Made) => unknown;
  needs: (keyof Made)[];
  /** Keeps what later requests use from the completed job. */
  keep?: (job: Job) => Partial<Made>;
}

const url = (job: Job, index = 0) => job.outputs[index]?.url;
const render = (made: Made) => `/media/v1/templates/${made.template}/render`;
const poster = { title: 'Summer Jazz Night', date: '2026-07-18T20:00', colors: ['navy', 'amber'] };
const SENTENCE =
  'Welcome to Summer Jazz Night at the harbour. Doors open at eight, the band starts at nine.';
const LIGHTHOUSE = 'a red lighthouse at dusk';

const request = (
  name: string,
  type: string,
  summary: string,
  path: string | ((made: Made) => string),
  body: (made: Made) => unknown,
  needs: (keyof Made)[] = [],
  keep?: GalleryRequest['keep'],
): GalleryRequest => ({
  name,
  type,
  summary,
  path: typeof path === 'string' ? () => path : path,
  body,
  needs,
  keep,
});

/** One realistic request per media job type (docs/api/media.md, Paths), in the order their sources are made. */
export const REQUESTS: GalleryRequest[] = [
  request(
    'image-generation',
    'image-generation',
    `"${LIGHTHOUSE}", 1024 x 768`,
    '/media/v1/images/generate',
    () => ({ prompt: LIGHTHOUSE, width: 1024, height: 768 }),
    [],
    (job) => ({ image: url(job) }),
  ),
  request(
    'image-transformation',
    'image-transformation',
    'the image, filter (sepia), strength 0.8',
    '/media/v1/images/transform',
    (m) => ({ imageUrl: m.image, transformation: 'filter', strength: 0.8 }),
    ['image'],
  ),
  request(
    'image-upscale',
    'image-upscale',
    'the image, 2x, enhanceDetails',
    '/media/v1/images/upscale',
    (m) => ({ imageUrl: m.image, scale: 2, enhanceDetails: true }),
    ['image'],
  ),
  request(
    'background-removal',
    'background-removal',
    'the image, png',
    '/media/v1/images/remove-background',
    (m) => ({ imageUrl: m.image, outputFormat: 'png' }),
    ['image'],
  ),
  request(
    'social-variants',
    'social-variants',
    'the image for instagram and x, includeText',
    '/media/v1/social/variants',
    (m) => ({ sourceUrl: m.image, platforms: ['instagram', 'x'], includeText: true }),
    ['image'],
  ),
  request(
    'template-render',
    'template-render',
    '"Summer Jazz Night", 2026-07-18 20:00, navy/amber, png',
    render,
    () => ({ data: poster, outputFormat: 'png' }),
    ['template'],
  ),
  request(
    'template-render-pdf',
    'template-render',
    'the same data as pdf',
    render,
    () => ({ data: poster, outputFormat: 'pdf' }),
    ['template'],
  ),
  request(
    'video-generation',
    'video-generation',
    `"${LIGHTHOUSE}", 5 s, 24 fps, 16:9`,
    '/media/v1/videos/generate',
    () => ({ prompt: LIGHTHOUSE, duration: 5, fps: 24, aspectRatio: '16:9' }),
    [],
    (job) => ({ video: url(job) }),
  ),
  request(
    'short-clips',
    'short-clips',
    'the video, 15 s clips for tiktok, 1 clip',
    '/media/v1/videos/clips',
    (m) => ({ videoUrl: m.video, targetDuration: 15, platform: 'tiktok', numberOfClips: 1 }),
    ['video'],
  ),
  request(
    'text-to-speech',
    'text-to-speech',
    'a sentence of 16 words, en-GB, wav (default)',
    '/media/v1/audio/speech',
    () => ({ text: SENTENCE, language: 'en-GB' }),
    [],
    (job) => ({ speechWav: url(job) }),
  ),
  request(
    'text-to-speech-mp3',
    'text-to-speech',
    'the same sentence, mp3, happy',
    '/media/v1/audio/speech',
    () => ({ text: SENTENCE, language: 'en-GB', emotion: 'happy', outputFormat: 'mp3' }),
    [],
    (job) => ({ speechMp3: url(job) }),
  ),
  request(
    'voice-clone-training',
    'voice-clone-training',
    'the wav speech as sample, en',
    '/media/v1/audio/voice-clones',
    (m) => ({ name: 'Harbour host', audioSamples: [m.speechWav], language: 'en' }),
    ['speechWav'],
    (job) => ({ voice: job.id }),
  ),
  request(
    'cloned-speech',
    'cloned-speech',
    'another sentence in the trained voice, wav',
    '/media/v1/audio/cloned-speech',
    (m) => ({ text: 'Tickets are still available at the door.', voiceModelId: m.voice }),
    ['voice'],
  ),
  request(
    'music-generation',
    'music-generation',
    '"relaxed jazz for a summer evening by the sea", 15 s, jazz, calm, medium',
    '/media/v1/audio/music',
    () => ({
      prompt: 'relaxed jazz for a summer evening by the sea',
      duration: 15,
      genre: 'jazz',
      mood: 'calm',
      tempo: 'medium',
    }),
  ),
  request(
    'avatar-generation',
    'avatar-generation',
    'an uploaded portrait photo, realistic',
    '/media/v1/avatars/generate',
    (m) => ({ sourceType: 'photo', sourceData: m.photo, style: 'realistic' }),
    ['photo'],
    (job) => ({ avatar: job.id }),
  ),
  request(
    'avatar-animation',
    'avatar-animation',
    'the avatar speaking the mp3 speech',
    '/media/v1/avatars/animate',
    (m) => ({ avatarModelId: m.avatar, audioUrl: m.speechMp3, backgroundType: 'solid-color' }),
    ['avatar', 'speechMp3'],
    (job) => ({ animation: url(job) }),
  ),
  request(
    'subtitles',
    'subtitles',
    'the talking avatar video (speech), en',
    '/media/v1/videos/subtitles',
    (m) => ({ videoUrl: m.animation, language: 'en' }),
    ['animation'],
  ),
  request(
    'subtitles-silent',
    'subtitles',
    'the generated video (no audio track)',
    '/media/v1/videos/subtitles',
    (m) => ({ videoUrl: m.video }),
    ['video'],
  ),
  request(
    'asset-minting',
    'asset-minting',
    'the image on polygon, name and one attribute',
    '/media/v1/assets/mint',
    (m) => ({
      assetUrl: m.image,
      blockchain: 'polygon',
      metadata: {
        name: 'Red lighthouse at dusk',
        attributes: [{ traitType: 'time', value: 'dusk' }],
      },
    }),
    ['image'],
  ),
];
