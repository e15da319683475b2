import { noBreaks, type Breather } from './encoders/time-slices';
import { Seed } from './seed';

// Local bindings: a global lookup per sample is slow where code runs in a vm context (jest).
const { sin, exp, min, max, abs } = Math;
const TAU = Math.PI * 2;

const MUSIC_SAMPLE_RATE = 22_050;

export interface MusicRequest {
  seconds: number;
  seed: string;
  tempo: 'slow' | 'medium' | 'fast';
  genre?: string;
  mood?: string;
}

export interface Composition {
  samples: Float32Array;
  sampleRate: number;
  bpm: number;
  /** e.g. `A minor` */
  key: string;
  /** Roman numerals, one chord a bar. */
  progression: string;
  instruments: string[];
}

const BPM: Record<MusicRequest['tempo'], number> = { slow: 72, medium: 100, fast: 132 };
const MINOR_MOODS = new Set(['melancholic', 'dark', 'dramatic']);
const DRUM_GENRES = new Set(['rock', 'pop', 'hip-hop', 'electronic', 'lo-fi']);
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const PROGRESSIONS = {
  major: [
    { name: 'I-V-vi-IV', degrees: [0, 4, 5, 3] },
    { name: 'I-IV-V-IV', degrees: [0, 3, 4, 3] },
    { name: 'I-vi-IV-V', degrees: [0, 5, 3, 4] },
  ],
  minor: [
    { name: 'i-VI-III-VII', degrees: [0, 5, 2, 6] },
    { name: 'i-iv-v-i', degrees: [0, 3, 4, 0] },
    { name: 'i-VII-VI-VII', degrees: [0, 6, 5, 6] },
  ],
};
const NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Adds one note: a few harmonics under an attack-decay-release envelope. */
function note(
  out: Float32Array,
  rate: number,
  start: number,
  seconds: number,
  midi: number,
  level: number,
  timbre: 'pad' | 'bass' | 'pluck',
): void {
  const from = Math.round(start * rate);
  const length = Math.round(seconds * rate);
  const f = hz(midi);
  const attack = timbre === 'pad' ? 0.25 : 0.01;
  const harmonics =
    timbre === 'bass' ? [1, 0.5, 0.25] : timbre === 'pad' ? [1, 0.3, 0.15, 0.08] : [1, 0.45, 0.2];
  for (let i = 0; i < length && from + i < out.length; i++) {
    const t = i / rate;
    const release = min(1, (seconds - t) / 0.05);
    const body = timbre === 'pluck' ? exp(-t * 5) : timbre === 'bass' ? exp(-t * 2) : 1;
    const envelope = min(1, t / attack) * body * release * level;
    let v = 0;
    for (let h = 0; h < harmonics.length; h++) v += harmonics[h] * sin(TAU * f * (h + 1) * t);
    out[from + i] += envelope * v;
  }
}

/** Kick (a falling sine), snare (noise with a tone) or hat (short bright noise). */
function drum(
  out: Float32Array,
  rate: number,
  start: number,
  kind: 'kick' | 'snare' | 'hat',
  noise: Seed,
): void {
  const from = Math.round(start * rate);
  const length = Math.round((kind === 'hat' ? 0.05 : 0.2) * rate);
  for (let i = 0; i < length && from + i < out.length; i++) {
    const t = i / rate;
    if (kind === 'kick')
      out[from + i] += 0.9 * exp(-t * 18) * sin(TAU * (50 + 90 * exp(-t * 30)) * t);
    else if (kind === 'snare')
      out[from + i] += exp(-t * 22) * (0.45 * (noise.next() * 2 - 1) + 0.25 * sin(TAU * 190 * t));
    else out[from + i] += 0.18 * exp(-t * 90) * (noise.next() * 2 - 1);
  }
}

/**
 * Procedural music of `seconds`: a key and progression chosen from the seed (minor for
 * melancholic, dark and dramatic moods), one chord a bar of four beats as a pad, a bass note
 * per beat, a melody walking over the scale (eighths when fast, quarters otherwise, halves for
 * ambient), drums for rock, pop, hip-hop, electronic and lo-fi. Peaks normalised to 0.8, a
 * two-second fade at the end. `breathe` runs after each bar (encoders/time-slices.ts).
 */
export async function composeMusic(
  request: MusicRequest,
  breathe: Breather = noBreaks,
): Promise<Composition> {
  const rate = MUSIC_SAMPLE_RATE;
  const seed = new Seed(request.seed);
  const minor = MINOR_MOODS.has(request.mood ?? '');
  const scale = minor ? MINOR : MAJOR;
  const root = 45 + seed.int(0, 11);
  const progression = (minor ? PROGRESSIONS.minor : PROGRESSIONS.major)[seed.int(0, 2)];
  const bpm = BPM[request.tempo] ?? BPM.medium;
  const beat = 60 / bpm;
  const drums = DRUM_GENRES.has(request.genre ?? '');
  const step = request.genre === 'ambient' ? 2 : request.tempo === 'fast' ? 0.5 : 1;
  const out = new Float32Array(Math.round(request.seconds * rate));
  const noise = new Seed(`${request.seed}|noise`);
  const pitch = (degree: number, octave = 0) =>
    root + scale[((degree % 7) + 7) % 7] + 12 * (Math.floor(degree / 7) + octave);
  let melody = 2;
  for (let bar = 0; bar * 4 * beat < request.seconds; bar++) {
    const start = bar * 4 * beat;
    const chord = progression.degrees[bar % progression.degrees.length];
    for (const third of [0, 2, 4])
      note(out, rate, start, 4 * beat, pitch(chord + third, 1), 0.09, 'pad');
    for (let b = 0; b < 4; b++) {
      note(
        out,
        rate,
        start + b * beat,
        beat * 0.9,
        pitch(chord, b % 2 ? -1 : 0) - 12,
        0.28,
        'bass',
      );
      if (drums) {
        drum(out, rate, start + b * beat, b % 2 ? 'snare' : 'kick', noise);
        drum(out, rate, start + b * beat, 'hat', noise);
        drum(out, rate, start + (b + 0.5) * beat, 'hat', noise);
      }
    }
    for (let t = 0; t < 4; t += step) {
      // Strong beats land on a chord tone; the rest walk a step or two along the scale.
      melody = t % 2 === 0 ? chord + [0, 2, 4][seed.int(0, 2)] + 7 : melody + seed.int(-2, 2);
      melody = max(chord + 2, min(chord + 14, melody));
      note(out, rate, start + t * beat, step * beat * 0.95, pitch(melody, 1), 0.22, 'pluck');
    }
    await breathe();
  }
  let peak = 1e-6;
  for (let i = 0; i < out.length; i++) peak = max(peak, abs(out[i]));
  const fade = Math.round(min(2, request.seconds / 4) * rate);
  for (let i = 0; i < out.length; i++)
    out[i] = (out[i] / peak) * 0.8 * min(1, (out.length - i) / fade);
  return {
    samples: out,
    sampleRate: rate,
    bpm,
    key: `${NAMES[root % 12]} ${minor ? 'minor' : 'major'}`,
    progression: progression.name,
    instruments: ['pad', 'bass', 'melody', ...(drums ? ['drums'] : [])],
  };
}
