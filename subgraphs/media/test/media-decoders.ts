import sharp from 'sharp';
import { decodeWav as decodePcm } from '../providers/encoders/wav';

/*
 * Decoders the local provider's tests read its files back with: the container and codec headers
 * are parsed here, byte by byte, and pictures are decoded to pixels by libvips; a file is judged
 * by what it holds, never by its name or content type.
 */

export interface Box {
  type: string;
  start: number;
  size: number;
  body: Buffer;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'udta']);

/** The ISO BMFF boxes of `data` in order; containers are opened so `find` can reach their children. */
function boxes(data: Buffer, from = 0, to = data.length): Box[] {
  const list: Box[] = [];
  for (let offset = from; offset < to;) {
    let size = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      size = Number(data.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) size = to - offset;
    if (size < header || offset + size > to)
      throw new Error(`box ${type} at ${offset} overruns its parent`);
    list.push({ type, start: offset, size, body: data.subarray(offset + header, offset + size) });
    offset += size;
  }
  return list;
}

/** The first box on the path (`moov/trak/tkhd`), or throws. */
function find(data: Buffer, path: string, inside: Buffer = data): Buffer {
  const [head, ...rest] = path.split('/');
  const box = boxes(inside).find((b) => b.type === head);
  if (!box) throw new Error(`no ${head} box`);
  if (rest.length === 0) return box.body;
  if (!CONTAINERS.has(head)) throw new Error(`${head} is not a container`);
  return find(data, rest.join('/'), box.body);
}

/** Each `trak` of the moov. */
const tracks = (data: Buffer) =>
  boxes(find(data, 'moov'))
    .filter((b) => b.type === 'trak')
    .map((b) => b.body);

/** The handler of each track (`vide`, `soun`), in order. */
export const trackKinds = (data: Buffer): string[] =>
  tracks(data).map((t) => find(data, 'mdia/hdlr', t).toString('latin1', 8, 12));

function fullBoxVersion(body: Buffer): number {
  return body[0];
}

export interface Mp4Facts {
  topLevel: string[];
  brand: string;
  durationSeconds: number;
  width: number;
  height: number;
  codec: string;
  /** avcC: profile_idc (66 Baseline, 77 Main, 100 High). */
  profile: number | null;
  samples: number;
  sampleSizes: number[];
  /** 1-based sample numbers of the sync samples (`stss`), all of them when the box is absent. */
  syncSamples: number[];
  videoTimescale: number;
  sampleDurations: number[];
  tracks: string[];
  /** The sound track: sample entry, MPEG-4 object type (0x6b MP3, 0x40 AAC), rate, channels, length. */
  audio: {
    codec: string;
    objectType: number | null;
    sampleRate: number;
    channels: number;
    durationSeconds: number;
  } | null;
}

/** Reads an MPEG-4 descriptor's variable length at `at`: [length, offset after it]. */
function descriptorLength(body: Buffer, at: number): [number, number] {
  let length = 0;
  for (let i = 0; i < 4; i++) {
    const byte = body[at + i];
    length = (length << 7) | (byte & 0x7f);
    if (!(byte & 0x80)) return [length, at + i + 1];
  }
  return [length, at + 4];
}

/** The objectTypeIndication of an esds box: ES_Descriptor (tag 3), then DecoderConfigDescriptor (tag 4). */
function objectType(esds: Buffer): number | null {
  if (esds[4] !== 0x03) return null;
  let [, at] = descriptorLength(esds, 5);
  const flags = esds[at + 2];
  at += 3 + (flags & 0x80 ? 2 : 0) + (flags & 0x40 ? 1 + esds[at + 3] : 0) + (flags & 0x20 ? 2 : 0);
  if (esds[at] !== 0x04) return null;
  [, at] = descriptorLength(esds, at + 1);
  return esds[at];
}

function readAudio(data: Buffer, trak: Buffer): NonNullable<Mp4Facts['audio']> {
  const mdhd = find(data, 'mdia/mdhd', trak);
  const v1 = fullBoxVersion(mdhd) === 1;
  const timescale = v1 ? mdhd.readUInt32BE(20) : mdhd.readUInt32BE(12);
  const duration = v1 ? Number(mdhd.readBigUInt64BE(24)) : mdhd.readUInt32BE(16);
  const stsd = find(data, 'mdia/minf/stbl/stsd', trak);
  // AudioSampleEntry: 8 bytes of SampleEntry, then 8 reserved, channel count, sample size, 4 reserved, rate (16.16), its boxes.
  const entry = stsd.subarray(16, 8 + stsd.readUInt32BE(8));
  const esds = boxes(entry, 28).find((b) => b.type === 'esds');
  return {
    codec: stsd.toString('latin1', 12, 16),
    objectType: esds ? objectType(esds.body) : null,
    channels: entry.readUInt16BE(16),
    sampleRate: entry.readUInt32BE(24) >>> 16,
    durationSeconds: duration / timescale,
  };
}

/** Reads an MP4: top-level boxes, the movie duration (mvhd), and the video track's size, codec and sample tables. */
export function readMp4(data: Buffer): Mp4Facts {
  const topLevel = boxes(data).map((b) => b.type);
  const ftyp = find(data, 'ftyp');
  const mvhd = find(data, 'moov/mvhd');
  const v1 = fullBoxVersion(mvhd) === 1;
  const timescale = v1 ? mvhd.readUInt32BE(20) : mvhd.readUInt32BE(12);
  const duration = v1 ? Number(mvhd.readBigUInt64BE(24)) : mvhd.readUInt32BE(16);
  const handlers = tracks(data).map((t) => find(data, 'mdia/hdlr', t).toString('latin1', 8, 12));
  const video = tracks(data)[handlers.indexOf('vide')];
  const sound = tracks(data)[handlers.indexOf('soun')];
  if (!video) throw new Error('no video track');
  const tkhd = find(data, 'tkhd', video);
  const tkhdEnd = tkhd.length;
  const width = tkhd.readUInt32BE(tkhdEnd - 8) / 65536;
  const height = tkhd.readUInt32BE(tkhdEnd - 4) / 65536;
  const mdhd = find(data, 'mdia/mdhd', video);
  const videoTimescale = fullBoxVersion(mdhd) === 1 ? mdhd.readUInt32BE(20) : mdhd.readUInt32BE(12);
  const stbl = find(data, 'mdia/minf/stbl', video);
  const stsd = find(data, 'stsd', stbl);
  const codec = stsd.toString('latin1', 12, 16);
  // avc1 sample entry: 8 bytes of SampleEntry, 70 of VisualSampleEntry, then its boxes (avcC).
  const entry = stsd.subarray(16, 8 + stsd.readUInt32BE(8));
  const avcC = codec === 'avc1' ? boxes(entry, 78).find((b) => b.type === 'avcC') : undefined;
  const stsz = find(data, 'stsz', stbl);
  const samples = stsz.readUInt32BE(8);
  const fixed = stsz.readUInt32BE(4);
  const sampleSizes = Array.from({ length: samples }, (_, i) =>
    fixed ? fixed : stsz.readUInt32BE(12 + i * 4),
  );
  const stss = boxes(stbl).find((b) => b.type === 'stss')?.body;
  const syncSamples = stss
    ? Array.from({ length: stss.readUInt32BE(4) }, (_, i) => stss.readUInt32BE(8 + i * 4))
    : sampleSizes.map((_, i) => i + 1);
  const stts = find(data, 'stts', stbl);
  const sampleDurations: number[] = [];
  for (let i = 0; i < stts.readUInt32BE(4); i++)
    for (let n = 0; n < stts.readUInt32BE(8 + i * 8); n++)
      sampleDurations.push(stts.readUInt32BE(12 + i * 8));
  return {
    topLevel,
    brand: ftyp.toString('latin1', 0, 4),
    durationSeconds: duration / timescale,
    width,
    height,
    codec,
    profile: avcC ? avcC.body[1] : null,
    samples,
    sampleSizes,
    syncSamples,
    videoTimescale,
    sampleDurations,
    tracks: handlers,
    audio: sound ? readAudio(data, sound) : null,
  };
}

const MP3_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};
const MP3_KBPS_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MP3_KBPS_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];

/** Walks the MPEG audio Layer III frames of a file (after an ID3v2 tag, if any): every frame header must chain to the next. */
export function readMp3(data: Buffer): {
  sampleRate: number;
  channels: number;
  kbps: number;
  frames: number;
  seconds: number;
} {
  let offset =
    data.toString('latin1', 0, 3) === 'ID3'
      ? 10 + ((data[6] << 21) | (data[7] << 14) | (data[8] << 7) | data[9])
      : 0;
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let channels = 0;
  let kbps = 0;
  while (offset + 4 <= data.length) {
    const header = data.readUInt32BE(offset);
    if (header >>> 21 !== 0x7ff) throw new Error(`no frame sync at byte ${offset}`);
    const version = (header >>> 19) & 3;
    const layer = (header >>> 17) & 3;
    if (version === 1 || layer !== 1) throw new Error(`not MPEG Layer III at byte ${offset}`);
    const bitrate = (version === 3 ? MP3_KBPS_V1 : MP3_KBPS_V2)[(header >>> 12) & 15];
    const rate = MP3_RATES[version][(header >>> 10) & 3];
    const padding = (header >>> 9) & 1;
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * bitrate * 1000) / rate) + padding;
    if (!bitrate || !rate || length < 4) throw new Error(`bad frame header at byte ${offset}`);
    sampleRate = rate;
    kbps = bitrate;
    channels = ((header >>> 6) & 3) === 3 ? 1 : 2;
    frames += 1;
    samples += perFrame;
    offset += length;
  }
  if (frames === 0) throw new Error('no MP3 frame');
  return { sampleRate, channels, kbps, frames, seconds: samples / sampleRate };
}

/** A WAV read back to samples (any PCM layout) with its rate and length. */
export function readWav(data: Buffer): {
  sampleRate: number;
  samples: Float32Array;
  seconds: number;
} {
  const pcm = decodePcm(data);
  if (!pcm) throw new Error('not a PCM RIFF/WAVE file');
  return { ...pcm, seconds: pcm.samples.length / pcm.sampleRate };
}

/** A picture decoded to pixels by libvips: its real format (from the bytes), size and channels. */
export async function readImage(
  data: Buffer,
): Promise<{ format: string; width: number; height: number; channels: number; pixels: Buffer }> {
  const { format } = await sharp(data).metadata();
  const { data: pixels, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height, channels: info.channels, pixels };
}

/** The pixel at (x, y) of a decoded picture. */
export const pixelAt = (
  image: { width: number; channels: number; pixels: Buffer },
  x: number,
  y: number,
): number[] => [
  ...image.pixels.subarray(
    (y * image.width + x) * image.channels,
    (y * image.width + x + 1) * image.channels,
  ),
];
