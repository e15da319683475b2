import { WAV_SAMPLE_RATE } from './encoders/wav';
import { Seed } from './seed';

export interface SoundRequest {
  seconds: number;
  seed: string;
  /** speech: a voice-like hum in syllables; music: notes of a pentatonic scale. */
  style: 'speech' | 'music';
  /** Notes per second for music (default 2). */
  tempo?: number;
  sampleRate?: number;
}

const PENTATONIC = [0, 2, 4, 7, 9];
// Local bindings: a global lookup per sample is slow where code runs in a vm context (jest).
const { sin, max, min } = Math;
const TAU = Math.PI * 2;
const HALF_TAU = Math.PI;

/**
 * Deterministic audio from a seed: never silence, never clipping (peaks at 0.6). Speech is a
 * fundamental of 110-220 Hz with two harmonics, opened and closed about four times a second;
 * music plays one note of the seed's scale per beat with a short fade at each end.
 */
export function synthesize(request: SoundRequest): Float32Array {
  const rate = request.sampleRate ?? WAV_SAMPLE_RATE;
  const total = Math.round(request.seconds * rate);
  const out = new Float32Array(total);
  const seed = new Seed(request.seed);
  if (request.style === 'speech') {
    const pitch = 110 + seed.int(0, 110);
    const syllable = 3.5 + seed.next();
    for (let i = 0; i < total; i++) {
      const t = i / rate;
      const envelope = max(0, sin(HALF_TAU * syllable * t)) ** 2;
      const wobble = 1 + 0.03 * sin(TAU * 5 * t);
      const phase = TAU * pitch * wobble * t;
      out[i] = 0.6 * envelope * (0.6 * sin(phase) + 0.3 * sin(2 * phase) + 0.1 * sin(3 * phase));
    }
    return out;
  }
  const root = 220 * 2 ** (seed.int(0, 11) / 12);
  const beat = Math.max(1, Math.round(rate / (request.tempo ?? 2)));
  const fade = Math.min(400, Math.floor(beat / 4));
  let frequency = root;
  for (let i = 0; i < total; i++) {
    const position = i % beat;
    if (position === 0) frequency = root * 2 ** ((PENTATONIC[seed.int(0, 4)] + 12 * seed.int(0, 1)) / 12);
    const envelope = min(1, position / fade, (beat - position) / fade);
    out[i] = 0.6 * envelope * sin((TAU * frequency * position) / rate);
  }
  return out;
}
