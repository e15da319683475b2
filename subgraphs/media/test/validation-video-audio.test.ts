import type { Session } from '../../../test/harness';
import { platformFixture } from '../../../test/fixture';
import { create, fieldsOf, namedProviders, insertJob, problems, userOn } from './helpers';

let user: Session;
// Subtitles jobs are made here: the local provider has a transcription model (AI_MODELS would name one).
const { p, t } = platformFixture({ media: { ...namedProviders('luma'), transcription: true } });
beforeAll(async () => {
  user = await userOn(p, t, 'enterprise', 20_000);
});

const oneOf = (values: string) => `must be one of ${values}`;

describe('generateVideo', () => {
  it('checks prompt, duration 5-60, quality, provider, fps and aspect ratio', async () => {
    expect(await problems(p, user, 'generateVideo', {})).toEqual([
      { field: 'prompt', problem: 'is required' },
    ]);
    expect(
      await problems(p, user, 'generateVideo', {
        prompt: 'p'.repeat(2001),
        duration: 4,
        quality: 'max',
        provider: 'veo',
        fps: 25,
        aspectRatio: '4:3',
      }),
    ).toEqual([
      { field: 'aspectRatio', problem: oneOf('16:9, 9:16, 1:1') },
      { field: 'duration', problem: 'must be at least 5' },
      { field: 'fps', problem: oneOf('24, 30, 60') },
      { field: 'prompt', problem: 'must be at most 2000 characters' },
      { field: 'provider', problem: oneOf('runway, pika, luma, sora') },
      { field: 'quality', problem: oneOf('standard, high, ultra') },
    ]);
    expect(await problems(p, user, 'generateVideo', { prompt: 'x', duration: 61 })).toEqual([
      { field: 'duration', problem: 'must be at most 60' },
    ]);
  });

  it('defaults to 10 seconds, standard, 30 fps and 16:9', async () => {
    const job = (await create(p, user, 'generateVideo', { prompt: 'Waves' })).data;
    expect(job.params).toEqual({
      prompt: 'Waves',
      duration: 10,
      quality: 'standard',
      fps: 30,
      aspectRatio: '16:9',
    });
    expect(job.provider).toBeNull();
    const chosen = (
      await create(p, user, 'generateVideo', {
        prompt: 'Waves',
        duration: 60,
        fps: 60,
        aspectRatio: '9:16',
        provider: 'luma',
      })
    ).data;
    expect([chosen.provider, chosen.params.fps, chosen.params.aspectRatio]).toEqual([
      'luma',
      60,
      '9:16',
    ]);
  });
});

describe('createShortClips', () => {
  it('needs a video and a target duration of 15-60 s; 1-5 clips; three platforms', async () => {
    expect(await fieldsOf(p, user, 'createShortClips', {})).toEqual(['targetDuration', 'videoUrl']);
    expect(
      await problems(p, user, 'createShortClips', {
        videoUrl: 'https://x.test/v.mp4',
        targetDuration: 14,
        platform: 'vine',
        numberOfClips: 6,
      }),
    ).toEqual([
      { field: 'numberOfClips', problem: 'must be at most 5' },
      { field: 'platform', problem: oneOf('tiktok, youtube-shorts, instagram-reels') },
      { field: 'targetDuration', problem: 'must be at least 15' },
    ]);
    expect(
      await problems(p, user, 'createShortClips', {
        videoUrl: 'https://x.test/v.mp4',
        targetDuration: 61,
        numberOfClips: 0,
      }),
    ).toEqual([
      { field: 'numberOfClips', problem: 'must be at least 1' },
      { field: 'targetDuration', problem: 'must be at most 60' },
    ]);
    const job = (
      await create(p, user, 'createShortClips', {
        videoUrl: 'https://x.test/v.mp4',
        targetDuration: 15,
        platform: 'youtube-shorts',
      })
    ).data;
    expect(job.params).toEqual({
      videoUrl: 'https://x.test/v.mp4',
      targetDuration: 15,
      platform: 'youtube-shorts',
      numberOfClips: 1,
    });
    expect(job.creditsReserved).toBe(20);
  });
});

describe('addSubtitles', () => {
  it('checks the video, the language code, the style object and the position', async () => {
    expect(await problems(p, user, 'addSubtitles', {})).toEqual([
      { field: 'videoUrl', problem: 'is required' },
    ]);
    const input = {
      videoUrl: 'https://x.test/v.mp4',
      language: 'english!',
      style: { fontFamily: 'f'.repeat(101), fontSize: 7, color: 'red', backgroundColor: '#00000G' },
      position: 'middle',
    };
    expect(await problems(p, user, 'addSubtitles', input)).toEqual([
      { field: 'language', problem: 'must be a language code such as en or en-US' },
      { field: 'position', problem: oneOf('bottom, top, center') },
      { field: 'style.backgroundColor', problem: 'must be a colour as #RRGGBB or #RRGGBBAA' },
      { field: 'style.color', problem: 'must be a colour as #RRGGBB or #RRGGBBAA' },
      { field: 'style.fontFamily', problem: 'must be at most 100 characters' },
      { field: 'style.fontSize', problem: 'must be at least 8' },
    ]);
    expect(
      await fieldsOf(p, user, 'addSubtitles', {
        videoUrl: 'https://x.test/v.mp4',
        style: { fontSize: 201 },
      }),
    ).toEqual(['style.fontSize']);
  });

  it('detects the language when absent, keeps a canonical one and defaults to the bottom', async () => {
    expect(
      (await create(p, user, 'addSubtitles', { videoUrl: 'https://x.test/v.mp4' })).data.params,
    ).toEqual({ videoUrl: 'https://x.test/v.mp4', position: 'bottom' });
    const styled = (
      await create(p, user, 'addSubtitles', {
        videoUrl: 'https://x.test/v.mp4',
        language: 'pt-br',
        style: {
          fontFamily: 'Inter',
          fontSize: 32,
          color: '#FFFFFF',
          backgroundColor: '#00000080',
        },
        position: 'top',
      })
    ).data;
    expect(styled.params).toEqual({
      videoUrl: 'https://x.test/v.mp4',
      language: 'pt-BR',
      style: { fontFamily: 'Inter', fontSize: 32, color: '#FFFFFF', backgroundColor: '#00000080' },
      position: 'top',
    });
  });
});

describe('textToSpeech', () => {
  it('checks text up to 5000, voice, language, speed 0.5-2.0 and emotion', async () => {
    expect(await problems(p, user, 'textToSpeech', {})).toEqual([
      { field: 'text', problem: 'is required' },
    ]);
    expect(
      await problems(p, user, 'textToSpeech', {
        text: 't'.repeat(5001),
        voiceId: 'v'.repeat(101),
        language: 'xx_YY',
        speed: 0.4,
        emotion: 'bored',
      }),
    ).toEqual([
      { field: 'emotion', problem: oneOf('neutral, happy, sad, angry, excited') },
      { field: 'language', problem: 'must be a language code such as en or en-US' },
      { field: 'speed', problem: 'must be at least 0.5' },
      { field: 'text', problem: 'must be at most 5000 characters' },
      { field: 'voiceId', problem: 'must be at most 100 characters' },
    ]);
    expect(await fieldsOf(p, user, 'textToSpeech', { text: 'hi', speed: 2.1 })).toEqual(['speed']);
  });

  it('defaults to the auto voice, speed 1.0 and neutral', async () => {
    expect((await create(p, user, 'textToSpeech', { text: 'Hello' })).data.params).toEqual({
      text: 'Hello',
      voiceId: 'auto',
      speed: 1,
      emotion: 'neutral',
    });
    expect(
      (
        await create(p, user, 'textToSpeech', {
          text: 'Hello',
          voiceId: 'v-7',
          language: 'de',
          speed: 1.5,
          emotion: 'excited',
        })
      ).data.params,
    ).toEqual({
      text: 'Hello',
      voiceId: 'v-7',
      language: 'de',
      speed: 1.5,
      emotion: 'excited',
    });
    // The audio format: wav when absent (docs/media-worker.md), else wav or mp3.
    expect(
      (await create(p, user, 'textToSpeech', { text: 'Hello', outputFormat: 'mp3' })).data.params
        .outputFormat,
    ).toBe('mp3');
    expect(await problems(p, user, 'textToSpeech', { text: 'Hello', outputFormat: 'ogg' })).toEqual(
      [{ field: 'outputFormat', problem: 'must be one of wav, mp3' }],
    );
    expect(
      await problems(p, user, 'generateMusic', {
        prompt: 'Intro',
        duration: 30,
        outputFormat: 'flac',
      }),
    ).toEqual([{ field: 'outputFormat', problem: 'must be one of wav, mp3' }]);
  });
});

describe('trainVoiceClone', () => {
  it('needs a name, 1-10 distinct audio URLs and a language', async () => {
    expect(await fieldsOf(p, user, 'trainVoiceClone', {})).toEqual([
      'audioSamples',
      'language',
      'name',
    ]);
    expect(
      await problems(p, user, 'trainVoiceClone', {
        name: 'n'.repeat(101),
        audioSamples: [],
        language: 'en',
        quality: 'studio',
      }),
    ).toEqual([
      { field: 'audioSamples', problem: 'must list 1 to 10 audio URLs' },
      { field: 'name', problem: 'must be at most 100 characters' },
      { field: 'quality', problem: oneOf('standard, high, ultra') },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `https://x.test/${i}.wav`);
    expect(
      await fieldsOf(p, user, 'trainVoiceClone', {
        name: 'Host',
        audioSamples: eleven,
        language: 'en',
      }),
    ).toEqual(['audioSamples']);
    expect(
      await problems(p, user, 'trainVoiceClone', {
        name: 'Host',
        audioSamples: ['https://x.test/a.wav', 'nope', 'https://x.test/a.wav'],
        language: '',
      }),
    ).toEqual([
      { field: 'audioSamples.1', problem: 'must be an http(s) URL or a /files/ path' },
      { field: 'audioSamples.2', problem: 'repeats audioSamples.0' },
      { field: 'language', problem: 'must not be empty' },
    ]);
  });

  it('trains at standard quality by default', async () => {
    const job = (
      await create(p, user, 'trainVoiceClone', {
        name: 'Host',
        audioSamples: ['https://x.test/a.wav'],
        language: 'en-gb',
      })
    ).data;
    expect(job.params).toEqual({
      name: 'Host',
      audioSamples: ['https://x.test/a.wav'],
      language: 'en-GB',
      quality: 'standard',
    });
    expect(job.creditsReserved).toBe(200);
  });
});

describe('speakWithClonedVoice', () => {
  it('needs text and the id of a completed voice-clone job of the tenant', async () => {
    expect(await fieldsOf(p, user, 'speakWithClonedVoice', {})).toEqual(['text', 'voiceModelId']);
    expect(
      await problems(p, user, 'speakWithClonedVoice', {
        text: 'Hi',
        voiceModelId: 'voice-1',
        speed: 3,
      }),
    ).toEqual([
      { field: 'speed', problem: 'must be at most 2' },
      { field: 'voiceModelId', problem: 'must be the id of a job (a UUID)' },
    ]);
    const training = await insertJob(p, t, user.userId, {
      type: 'voice-clone-training',
      status: 'queued',
    });
    expect(
      await problems(p, user, 'speakWithClonedVoice', { text: 'Hi', voiceModelId: training }),
    ).toEqual([
      { field: 'voiceModelId', problem: 'must be the id of a completed voice-clone-training job' },
    ]);
    await p.prisma.mediaJob.update({ where: { id: training }, data: { status: 'completed' } });
    const job = (
      await create(p, user, 'speakWithClonedVoice', { text: 'Hi', voiceModelId: training })
    ).data;
    expect(job.params).toEqual({ text: 'Hi', voiceModelId: training, speed: 1 });
  });
});

describe('generateMusic', () => {
  it('needs a prompt and a duration of 15-300 s; genre, mood and tempo from their lists', async () => {
    expect(await fieldsOf(p, user, 'generateMusic', {})).toEqual(['duration', 'prompt']);
    expect(
      await problems(p, user, 'generateMusic', {
        prompt: 'Intro',
        duration: 14,
        genre: 'polka',
        mood: 'sleepy',
        tempo: 'presto',
      }),
    ).toEqual([
      { field: 'duration', problem: 'must be at least 15' },
      {
        field: 'genre',
        problem: oneOf(
          'electronic, orchestral, ambient, rock, jazz, pop, hip-hop, classical, cinematic, lo-fi',
        ),
      },
      {
        field: 'mood',
        problem: oneOf('energetic, calm, dramatic, uplifting, melancholic, happy, dark, romantic'),
      },
      { field: 'tempo', problem: oneOf('slow, medium, fast') },
    ]);
    expect(await problems(p, user, 'generateMusic', { prompt: 'Intro', duration: 301 })).toEqual([
      { field: 'duration', problem: 'must be at most 300' },
    ]);
    expect(
      (
        await create(p, user, 'generateMusic', {
          prompt: 'Intro',
          duration: 300,
          genre: 'jazz',
          mood: 'calm',
        })
      ).data.params,
    ).toEqual({
      prompt: 'Intro',
      duration: 300,
      genre: 'jazz',
      mood: 'calm',
      tempo: 'medium',
    });
  });
});
