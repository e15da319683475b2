import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { decodeWav, type PcmAudio } from './wav';

interface Mpg123 {
  ready: Promise<void>;
  decode(data: Uint8Array): {
    channelData: Float32Array[];
    samplesDecoded: number;
    sampleRate: number;
  };
  free(): void;
}
type Mpg123Module = { MPEGDecoder: new () => Mpg123 };

let loaded: Mpg123Module | undefined;

/**
 * mpg123-decoder (mpg123 in WebAssembly) is published as ESM only. Its UMD build is evaluated
 * here as the CommonJS module it also is (as encoders/mp3.ts does with LAME), with a require
 * of its own folder for its one dependency: the same in jest, under tsx and in the build.
 */
function mpg123(): Mpg123Module {
  if (!loaded) {
    const file = join(dirname(require.resolve('mpg123-decoder')), 'dist/mpg123-decoder.min.js');
    const module = { exports: {} as Mpg123Module };
    new Function('exports', 'module', 'require', readFileSync(file, 'utf8'))(
      module.exports,
      module,
      createRequire(file),
    );
    loaded = module.exports;
  }
  return loaded;
}

/** Bit rates (kbps) of MPEG-1 Layer III and of MPEG-2/2.5 Layer III, by the header's index. */
const BITRATES = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The length in bytes of the Layer III frame whose header is at `at`, or 0 when none is there. */
function frameLength(data: Buffer, at: number): number {
  if (at + 4 > data.length || data[at] !== 0xff || (data[at + 1] & 0xe0) !== 0xe0) return 0;
  const version = (data[at + 1] >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (data[at + 1] >> 1) & 3; // 1: Layer III
  const bitrateIndex = data[at + 2] >> 4;
  const rateIndex = (data[at + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return 0;
  const rate = RATES[version as 0 | 2 | 3][rateIndex];
  const kbps = BITRATES[version === 3 ? 1 : 2][bitrateIndex];
  const padding = (data[at + 2] >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * kbps * 1000) / rate) + padding;
}

/**
 * Whether the bytes are an MP3 recording, read from its headers only: after an ID3v2 tag, three
 * Layer III frames in a row whose headers agree on their lengths (one sync word can be chance).
 */
export function isMp3(data: Buffer): boolean {
  let at = 0;
  if (data.length >= 10 && data.toString('latin1', 0, 3) === 'ID3')
    at = 10 + ((data[6] << 21) | (data[7] << 14) | (data[8] << 7) | data[9]);
  for (let frame = 0; frame < 3; frame++) {
    const length = frameLength(data, at);
    if (length === 0) return frame > 0 && at >= data.length;
    at += length;
  }
  return true;
}

/** PCM of an MP3 file, mixed down to mono; null when it is not one or nothing decodes. */
async function decodeMp3(data: Buffer): Promise<PcmAudio | null> {
  if (!isMp3(data)) return null;
  const decoder = new (mpg123().MPEGDecoder)();
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate } = decoder.decode(new Uint8Array(data));
    if (samplesDecoded === 0 || channelData.length === 0) return null;
    const samples = new Float32Array(samplesDecoded);
    for (const channel of channelData)
      for (let i = 0; i < samplesDecoded; i++) samples[i] += channel[i] / channelData.length;
    return { samples, sampleRate };
  } finally {
    decoder.free();
  }
}

/** A recording the platform reads: WAV (any PCM, encoders/wav.ts) or MP3; null for anything else. */
export async function decodeAudio(data: Buffer): Promise<PcmAudio | null> {
  return decodeWav(data) ?? (await decodeMp3(data));
}
