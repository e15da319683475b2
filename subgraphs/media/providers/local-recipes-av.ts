import { ProviderError } from './chain';
import { decodeAudio, isMp3 } from './encoders/mp3-decode';
import { decodeWav, type PcmAudio } from './encoders/wav';
import {
  audioFormat,
  musicFile,
  speechFile,
  speechVoice,
  trainVoice,
  type VoiceModel,
} from './local-audio';
import { glbColours } from './glb-render';
import { json } from './local-files';
import { num, source, str, type Recipe, type RecipeContext } from './local-recipe-kit';
import { SOURCE_BYTES } from './source-file';
import { noTranscriptionProvider, subRip, transcribeVideo, webVtt } from './local-subtitles';
import { avatarVideo, cutClips, promptVideo, videoSize } from './local-video';
import type { ProviderJob } from './provider';
import { Seed } from './seed';

const MAX_VIDEO_BYTES = SOURCE_BYTES.video;
const MAX_AUDIO_BYTES = SOURCE_BYTES.audio;

/** A stored JSON output of another job of the tenant (a trained voice, an avatar's GLB), or null. */
async function storedOutput(
  job: ProviderJob,
  context: RecipeContext,
  ofJob: unknown,
  file: string,
): Promise<Buffer | null> {
  if (typeof ofJob !== 'string' || !/^[0-9a-f-]{36}$/i.test(ofJob)) return null;
  const stored = await context.storage
    .get(`media/${job.tenantId}/${ofJob}/${file}`)
    .catch(() => null);
  return stored?.data ?? null;
}

/** The trained voice of a cloned-speech job, or a voice of the model id for models of the first format. */
function voiceOf(model: Buffer | null, id: string): VoiceModel['voice'] {
  try {
    const parsed = model ? (JSON.parse(model.toString()) as Partial<VoiceModel>) : null;
    if (parsed?.format === 'lanes-local-voice/2' && parsed.voice) return parsed.voice;
  } catch {
    // Unreadable: the id's voice below.
  }
  return {
    voice: 'en/en-us',
    pitch: 50 + new Seed(id).int(-20, 20),
    wordsPerMinute: 175,
    amplitude: 100,
    wordGap: 0,
  };
}

export const AV_RECIPES: Record<string, Recipe> = {
  'video-generation': async ({ params: p }) => {
    const size = videoSize(str(p.aspectRatio, '16:9'), str(p.quality, 'standard'));
    const input = {
      ...size,
      fps: num(p.fps, 30),
      seconds: num(p.duration, 10),
      prompt: str(p.prompt, ''),
    };
    return [(step) => promptVideo(input, step)];
  },
  'avatar-animation': async (job, context) => {
    const p = job.params;
    const [glb, recording] = await Promise.all([
      storedOutput(job, context, p.avatarModelId, '1.glb'),
      source(job, context, 'audioUrl', MAX_AUDIO_BYTES),
    ]);
    const colours = glb ? glbColours(glb) : {};
    const audio = await decodeAudio(recording);
    const mp3 = audio && isMp3(recording) ? recording : null;
    // Without `duration` it lasts as long as the audio, cut at the plan's cap (`maxDuration`, set at creation).
    const wanted = num(p.duration, audio ? audio.samples.length / audio.sampleRate : 10);
    const seconds = Math.max(1, Math.min(wanted, num(p.maxDuration, 60)));
    const background =
      p.backgroundType === 'solid-color'
        ? 'solid'
        : p.backgroundType === 'image'
          ? 'picture'
          : 'chroma';
    const look = {
      // The model's skin and hair (avatar-generation's GLB), else a skin of its id.
      skin: colours.skin ?? new Seed(str(p.avatarModelId, job.id)).colour(),
      hair: colours.hair ?? null,
      background,
      seed: str(p.avatarModelId, job.id),
    } as const;
    return [
      (step) => avatarVideo({ seconds: Math.round(seconds * 100) / 100, look, audio, mp3 }, step),
    ];
  },
  'short-clips': async (job, context) => {
    const video = await source(job, context, 'videoUrl', MAX_VIDEO_BYTES);
    return cutClips(video, num(job.params.targetDuration, 15), num(job.params.numberOfClips, 1));
  },
  subtitles: async (job, context) => {
    if (!context.transcription) throw noTranscriptionProvider();
    const p = job.params;
    const model = context.transcription;
    const video = await source(job, context, 'videoUrl', MAX_VIDEO_BYTES);
    const heard = await transcribeVideo(
      model,
      video,
      typeof p.language === 'string' ? p.language : undefined,
      context.signal,
    );
    // Whisper-style servers answer a language name ("english"); only a BCP 47 tag goes into the file.
    const language = str(
      p.language,
      heard.language && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(heard.language)
        ? heard.language
        : 'und',
    );
    const style =
      p.style && typeof p.style === 'object' ? (p.style as Record<string, unknown>) : {};
    // Sound without speech (music, silence) is an answer too: valid files without a cue.
    const method = heard.segments.length
      ? `transcribed by ${model.id}`
      : `no speech found by ${model.id}: no cue`;
    return [
      () => ({ ...webVtt(heard.segments, language, str(p.position, 'bottom'), style), method }),
      () => ({ ...subRip(heard.segments, str(p.position, 'bottom')), method }),
    ];
  },
  'text-to-speech': async ({ params: p }) => {
    const { settings, note } = speechVoice({
      language: p.language as string | undefined,
      voiceId: p.voiceId as string | undefined,
      speed: num(p.speed, 1),
      emotion: p.emotion as string | undefined,
    });
    return [
      (step) =>
        speechFile(str(p.text, ''), settings, audioFormat(p.outputFormat), note, step.signal),
    ];
  },
  'voice-clone-training': async (job, context) => {
    const p = job.params;
    const urls = Array.isArray(p.audioSamples) ? p.audioSamples : [];
    // Only WAV samples can be analysed here; the others (or those that cannot be fetched) still count as given.
    const audio = await Promise.all(
      urls.map((url) =>
        source({ ...job, params: { sample: url } }, context, 'sample', MAX_AUDIO_BYTES)
          .then(decodeWav)
          .catch(() => null),
      ),
    );
    const model = trainVoice({
      id: job.id,
      name: str(p.name, ''),
      language: str(p.language, 'en'),
      quality: str(p.quality, 'standard'),
      samples: urls.length,
      audio: audio.filter((a): a is PcmAudio => a !== null),
    });
    const note = model.measuredPitchHz
      ? `pitch from the samples (${model.measuredPitchHz} Hz)`
      : 'pitch of the model id (no sample could be analysed: WAV only)';
    return [
      () => ({ ...json(model), method: `voice parameters for eSpeak: ${note}` }),
      (step) =>
        speechFile(
          `Hello, this is ${model.name}.`,
          model.voice,
          'wav',
          `trained voice ${job.id}`,
          step.signal,
        ),
    ];
  },
  'cloned-speech': async (job, context) => {
    const p = job.params;
    const model = await storedOutput(job, context, p.voiceModelId, '1.json');
    if (!model && typeof p.voiceModelId !== 'string')
      throw new ProviderError('voiceModelId is missing');
    const voice = voiceOf(model, str(p.voiceModelId, ''));
    const settings = { ...voice, wordsPerMinute: voice.wordsPerMinute * num(p.speed, 1) };
    return [
      (step) =>
        speechFile(
          str(p.text, ''),
          settings,
          audioFormat(p.outputFormat),
          `trained voice ${str(p.voiceModelId, '')}`,
          step.signal,
        ),
    ];
  },
  'music-generation': async ({ params: p }) => {
    const tempo = p.tempo === 'slow' || p.tempo === 'fast' ? p.tempo : 'medium';
    const request = {
      seconds: num(p.duration, 30),
      seed: `${str(p.prompt, '')}|${str(p.genre, '')}|${str(p.mood, '')}`,
      tempo,
      genre: str(p.genre, ''),
      mood: str(p.mood, ''),
    } as const;
    return [(step) => musicFile(request, audioFormat(p.outputFormat), step.signal)];
  },
};
