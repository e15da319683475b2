import { outputUrl as url, request, type GalleryRequest } from './request';

const SENTENCE =
  'Welcome to Summer Jazz Night at the harbour. Doors open at eight, the band starts at nine.';

/** The sound and avatar requests (docs/api/media.md, Paths), after the pictures whose video subtitles read. */
export const SOUND_REQUESTS: GalleryRequest[] = [
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
];
