import { encodeMp3 } from './encoders/mp3';
import { speakText, voiceFor, type VoiceSettings } from './encoders/speech';
import { breather } from './encoders/time-slices';
import { encodeWav, type PcmAudio } from './encoders/wav';
import type { LocalFile } from './local-files';
import { Seed } from './seed';
import { composeMusic, type MusicRequest } from './sound';

export type AudioFormat = 'wav' | 'mp3';

export const audioFormat = (value: unknown): AudioFormat => (value === 'mp3' ? 'mp3' : 'wav');

const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** PCM as the requested file: 16-bit WAV, or MP3 at 64 kbit/s (speech) or 128 (music). */
async function audioFile(
  audio: PcmAudio,
  format: AudioFormat,
  method: string,
  signal: AbortSignal,
  kbps = 64,
): Promise<LocalFile> {
  const durationSeconds = round(audio.samples.length / audio.sampleRate, 3);
  if (format === 'mp3')
    return {
      data: await encodeMp3(audio.samples, audio.sampleRate, kbps, breather(signal)),
      contentType: 'audio/mpeg',
      extension: 'mp3',
      durationSeconds,
      method,
    };
  return {
    data: encodeWav(audio.samples, audio.sampleRate),
    contentType: 'audio/wav',
    extension: 'wav',
    durationSeconds,
    method,
  };
}

/** How an emotion shifts eSpeak's voice: pitch, rate and loudness. */
const EMOTIONS: Record<string, { pitch: number; rate: number; amplitude: number }> = {
  neutral: { pitch: 0, rate: 1, amplitude: 100 },
  happy: { pitch: 10, rate: 1.08, amplitude: 110 },
  sad: { pitch: -12, rate: 0.85, amplitude: 85 },
  angry: { pitch: -6, rate: 1.05, amplitude: 135 },
  excited: { pitch: 16, rate: 1.18, amplitude: 120 },
};

/**
 * The voice of a text-to-speech job: eSpeak's voice of the language (English when it has none),
 * 175 words a minute times `speed`, the emotion's shift, and for a named `voiceId` a pitch of its
 * own (the same id always sounds the same).
 */
export function speechVoice(p: {
  language?: string;
  voiceId?: string;
  speed?: number;
  emotion?: string;
}): { settings: VoiceSettings; note: string } {
  const { voice, matched } = voiceFor(p.language);
  const emotion = EMOTIONS[p.emotion ?? 'neutral'] ?? EMOTIONS.neutral;
  const own = p.voiceId && p.voiceId !== 'auto' ? new Seed(`voice|${p.voiceId}`).int(-20, 20) : 0;
  const settings = {
    voice,
    pitch: 50 + own + emotion.pitch,
    wordsPerMinute: 175 * (p.speed ?? 1) * emotion.rate,
    amplitude: emotion.amplitude,
    wordGap: 0,
  };
  const note = matched ? `eSpeak voice ${voice}` : `eSpeak voice ${voice} (none for ${p.language})`;
  return { settings, note };
}

export async function speechFile(
  text: string,
  settings: VoiceSettings,
  format: AudioFormat,
  note: string,
  signal: AbortSignal,
): Promise<LocalFile> {
  const audio = await speakText(text, settings, breather(signal));
  return audioFile(
    audio,
    format,
    `formant speech synthesis (mespeak), ${note}, pitch ${Math.round(settings.pitch)}, ${Math.round(settings.wordsPerMinute)} words/min`,
    signal,
  );
}

/** Median fundamental frequency (Hz) of the voiced 40 ms frames, by autocorrelation between 70 and 400 Hz; null if none is voiced. */
export function medianPitch(audio: PcmAudio): number | null {
  const { samples, sampleRate } = audio;
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.ceil(sampleRate / 70);
  const found: number[] = [];
  // At most 400 frames are examined, spread over the recording, to bound the work on long samples.
  const stride = Math.max(frame, Math.floor(samples.length / 400));
  for (let start = 0; start + frame + maxLag < samples.length; start += stride) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i] * samples[i];
    if (energy / frame < 1e-4) continue;
    let bestLag = 0;
    let best = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      for (let i = start; i < start + frame; i++) sum += samples[i] * samples[i + lag];
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag && best / energy > 0.5) found.push(sampleRate / bestLag);
  }
  if (found.length === 0) return null;
  return found.sort((a, b) => a - b)[Math.floor(found.length / 2)];
}

/** A trained voice as the voice-clone-training job stores it (its JSON output) and cloned speech reads it. */
export interface VoiceModel {
  format: 'lanes-local-voice/2';
  voiceModelId: string;
  name: string;
  language: string;
  quality: string;
  trainedOnSamples: number;
  analysedSamples: number;
  measuredPitchHz: number | null;
  voice: VoiceSettings;
}

/**
 * eSpeak settings that match the samples: the language's voice, and a pitch mapped from the
 * median fundamental frequency of the readable (WAV) samples (eSpeak's pitch 50 is about 118 Hz;
 * one step is about 1.3 Hz). With no readable sample the pitch comes from the model id.
 */
export function trainVoice(input: {
  id: string;
  name: string;
  language: string;
  quality: string;
  samples: number;
  audio: PcmAudio[];
}): VoiceModel {
  const pitches = input.audio.map(medianPitch).filter((p): p is number => p !== null);
  const measured = pitches.length
    ? pitches.sort((a, b) => a - b)[Math.floor(pitches.length / 2)]
    : null;
  const pitch =
    measured !== null
      ? Math.max(0, Math.min(99, 50 + (measured - 118) / 1.3))
      : 50 + new Seed(input.id).int(-20, 20);
  return {
    format: 'lanes-local-voice/2',
    voiceModelId: input.id,
    name: input.name,
    language: input.language,
    quality: input.quality,
    trainedOnSamples: input.samples,
    analysedSamples: pitches.length,
    measuredPitchHz: measured === null ? null : round(measured, 1),
    voice: {
      voice: voiceFor(input.language).voice,
      pitch: round(pitch, 1),
      wordsPerMinute: 175,
      amplitude: 100,
      wordGap: 0,
    },
  };
}

export async function musicFile(
  request: MusicRequest,
  format: AudioFormat,
  signal: AbortSignal,
): Promise<LocalFile> {
  const piece = await composeMusic(request, breather(signal));
  const method = `procedural music: ${piece.bpm} BPM, ${piece.key}, ${piece.progression}, ${piece.instruments.join(', ')}`;
  return audioFile(
    { samples: piece.samples, sampleRate: piece.sampleRate },
    format,
    method,
    signal,
    128,
  );
}
