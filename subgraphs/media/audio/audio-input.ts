import type { InputCheck } from '../../../lib/validation';
import { QUALITIES } from '../jobs/costs';
import {
  choice,
  compact,
  decimal,
  integer,
  jobReference,
  locale,
  MAX_PROMPT,
  text,
  url,
  type JobDraft,
  type Nullable,
  type Reference,
} from '../jobs/input-fields';

/*
 * Input checks of the voice and music operations (docs/api/media.md, "Bodies"). Where the
 * interface leaves values out, the lists here decide (docs/media.md, "Identifiers").
 */

const EMOTIONS = ['neutral', 'happy', 'sad', 'angry', 'excited'] as const;
const GENRES = [
  'electronic',
  'orchestral',
  'ambient',
  'rock',
  'jazz',
  'pop',
  'hip-hop',
  'classical',
  'cinematic',
  'lo-fi',
] as const;
const MOODS = [
  'energetic',
  'calm',
  'dramatic',
  'uplifting',
  'melancholic',
  'happy',
  'dark',
  'romantic',
] as const;
const TEMPOS = ['slow', 'medium', 'fast'] as const;
/** Audio formats of speech and music; wav when absent. */
const AUDIO_FORMATS = ['wav', 'mp3'] as const;

const MAX_SPEECH_TEXT = 5000;
const SPEED = { min: 0.5, max: 2 };
const MAX_SAMPLES = 10;

export interface TextToSpeechInput {
  text?: Nullable<string>;
  voiceId?: Nullable<string>;
  language?: Nullable<string>;
  speed?: Nullable<number>;
  emotion?: Nullable<string>;
  outputFormat?: Nullable<string>;
}

export interface TrainVoiceCloneInput {
  name?: Nullable<string>;
  audioSamples?: Nullable<Nullable<string>[]>;
  language?: Nullable<string>;
  quality?: Nullable<string>;
}

export interface SpeakWithClonedVoiceInput {
  text?: Nullable<string>;
  voiceModelId?: Nullable<string>;
  speed?: Nullable<number>;
  outputFormat?: Nullable<string>;
}

export interface GenerateMusicInput {
  prompt?: Nullable<string>;
  duration?: Nullable<number>;
  genre?: Nullable<string>;
  mood?: Nullable<string>;
  tempo?: Nullable<string>;
  outputFormat?: Nullable<string>;
}

export function checkTextToSpeech(check: InputCheck, input: TextToSpeechInput): JobDraft {
  const spoken = text(check, 'text', input.text, { required: true, max: MAX_SPEECH_TEXT });
  const params = compact({
    text: spoken,
    // `auto` lets the worker pick a voice that fits the language.
    voiceId: text(check, 'voiceId', input.voiceId, { max: 100 }) ?? 'auto',
    language: locale(check, 'language', input.language),
    speed: decimal(check, 'speed', input.speed, SPEED, 1),
    emotion: choice(check, 'emotion', input.emotion, EMOTIONS, 'neutral'),
    outputFormat: choice(check, 'outputFormat', input.outputFormat, AUDIO_FORMATS),
  });
  return {
    type: 'text-to-speech',
    params,
    provider: null,
    prompts: spoken ? [{ field: 'text', text: spoken }] : [],
    references: [],
  };
}

function checkSamples(check: InputCheck, samples: Nullable<Nullable<string>[]>): string[] {
  if (samples == null) {
    check.problem('audioSamples', 'is required');
    return [];
  }
  if (samples.length < 1 || samples.length > MAX_SAMPLES)
    check.problem('audioSamples', `must list 1 to ${MAX_SAMPLES} audio URLs`);
  const urls = samples.map(
    (sample, index) => url(check, `audioSamples.${index}`, sample, true) ?? '',
  );
  urls.forEach((sample, index) => {
    const first = urls.indexOf(sample);
    if (sample && first < index)
      check.problem(`audioSamples.${index}`, `repeats audioSamples.${first}`);
  });
  return urls;
}

export function checkTrainVoiceClone(check: InputCheck, input: TrainVoiceCloneInput): JobDraft {
  const params = compact({
    name: text(check, 'name', input.name, { required: true, max: 100 }),
    audioSamples: checkSamples(check, input.audioSamples),
    language: locale(check, 'language', input.language, true),
    quality: choice(check, 'quality', input.quality, QUALITIES, 'standard'),
  });
  return { type: 'voice-clone-training', params, provider: null, prompts: [], references: [] };
}

export function checkSpeakWithClonedVoice(
  check: InputCheck,
  input: SpeakWithClonedVoiceInput,
): JobDraft {
  const references: Reference[] = [];
  const spoken = text(check, 'text', input.text, { required: true, max: MAX_SPEECH_TEXT });
  const params = compact({
    text: spoken,
    voiceModelId: jobReference(
      check,
      references,
      'voiceModelId',
      input.voiceModelId,
      'voice-clone-training',
    ),
    speed: decimal(check, 'speed', input.speed, SPEED, 1),
    outputFormat: choice(check, 'outputFormat', input.outputFormat, AUDIO_FORMATS),
  });
  return {
    type: 'cloned-speech',
    params,
    provider: null,
    prompts: spoken ? [{ field: 'text', text: spoken }] : [],
    references,
  };
}

export function checkGenerateMusic(check: InputCheck, input: GenerateMusicInput): JobDraft {
  const prompt = text(check, 'prompt', input.prompt, { required: true, max: MAX_PROMPT });
  const params = compact({
    prompt,
    duration: integer(check, 'duration', input.duration, { min: 15, max: 300, required: true }),
    genre: choice(check, 'genre', input.genre, GENRES),
    mood: choice(check, 'mood', input.mood, MOODS),
    tempo: choice(check, 'tempo', input.tempo, TEMPOS, 'medium'),
    outputFormat: choice(check, 'outputFormat', input.outputFormat, AUDIO_FORMATS),
  });
  return {
    type: 'music-generation',
    params,
    provider: null,
    prompts: prompt ? [{ field: 'prompt', text: prompt }] : [],
    references: [],
  };
}
