import { readFileSync } from 'node:fs';
import { noBreaks, type Breather } from './time-slices';
import type { PcmAudio } from './wav';

interface Mp3Encoder {
  encodeBuffer(left: Int16Array, right?: Int16Array): Uint8Array;
  flush(): Uint8Array;
}
type Lame = { Mp3Encoder: new (channels: number, sampleRate: number, kbps: number) => Mp3Encoder };

let lame: Lame | undefined;

/**
 * @breezystack/lamejs, the maintained fork of lamejs (the original 1.2.1 fails with
 * "MPEGMode is not defined"). Its `require` entry is a browser IIFE that declares
 * `var lamejs` instead of exporting, and this project runs as CommonJS (tsx, jest), so the
 * file that entry names is evaluated once and its `lamejs` taken.
 */
function lamejs(): Lame {
  lame ??= new Function(
    `${readFileSync(require.resolve('@breezystack/lamejs'), 'utf8')}\nreturn lamejs;`,
  )() as Lame;
  return lame;
}

/** Sample rates MPEG-1/2 Layer III can carry (LAME resamples nothing here: the caller picks one). */
const MP3_SAMPLE_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];

/** A mono MP3 (constant bit rate, `kbps`) of samples in -1..1; `breathe` runs between frames (time-slices.ts). */
export async function encodeMp3(
  samples: Float32Array,
  sampleRate: number,
  kbps = 64,
  breathe: Breather = noBreaks,
): Promise<Buffer> {
  if (!MP3_SAMPLE_RATES.includes(sampleRate)) throw new Error(`MP3 cannot carry ${sampleRate} Hz`);
  const encoder = new (lamejs().Mp3Encoder)(1, sampleRate, kbps);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] > 1 ? 1 : samples[i] < -1 ? -1 : samples[i];
    pcm[i] = s < 0 ? s * 32768 : s * 32767;
  }
  const parts: Buffer[] = [];
  // 1152 samples is one Layer III frame; LAME buffers internally either way.
  for (let i = 0; i < pcm.length; i += 1152) {
    const chunk = encoder.encodeBuffer(pcm.subarray(i, i + 1152));
    if (chunk.length) parts.push(Buffer.from(chunk));
    await breathe();
  }
  parts.push(Buffer.from(encoder.flush()));
  return Buffer.concat(parts);
}

/**
 * The recording at a rate MP3 can carry: as it is when it can, else linearly resampled to the
 * nearest rate above (or 48 kHz), so no audio is dropped for its rate.
 */
export function atMp3Rate(audio: PcmAudio): PcmAudio {
  if (MP3_SAMPLE_RATES.includes(audio.sampleRate)) return audio;
  const rate = MP3_SAMPLE_RATES.find((r) => r >= audio.sampleRate) ?? 48000;
  const ratio = audio.sampleRate / rate;
  const length = Math.floor(audio.samples.length / ratio);
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    const at = i * ratio;
    const left = Math.floor(at);
    const right = Math.min(left + 1, audio.samples.length - 1);
    samples[i] = audio.samples[left] + (audio.samples[right] - audio.samples[left]) * (at - left);
  }
  return { samples, sampleRate: rate };
}
