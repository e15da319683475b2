import { inflateSync } from 'node:zlib';
import { crc32, PNG_SIGNATURE } from '../providers/encoders/png';

/** A PNG read back chunk by chunk: every CRC checked, the image data inflated. */
export function decodePng(data: Buffer): {
  width: number;
  height: number;
  colourType: number;
  rows: Buffer[];
  chunks: string[];
} {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG signature');
  const chunks: string[] = [];
  const idat: Buffer[] = [];
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    const crc = data.readUInt32BE(offset + 8 + length);
    if (crc !== crc32(data.subarray(offset + 4, offset + 8 + length)))
      throw new Error(`bad CRC in ${type}`);
    chunks.push(type);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      colourType = body[9];
    }
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * (colourType === 6 ? 4 : 3) + 1;
  if (raw.length !== stride * height)
    throw new Error(`inflated ${raw.length} bytes, expected ${stride * height}`);
  const rows = Array.from({ length: height }, (_, y) => raw.subarray(y * stride, (y + 1) * stride));
  return { width, height, colourType, rows, chunks };
}

/** The header fields of a 16-bit PCM WAV file and its length in seconds. */
export function decodeWav(data: Buffer): {
  sampleRate: number;
  channels: number;
  bits: number;
  samples: number;
  seconds: number;
} {
  if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WAVE')
    throw new Error('not RIFF/WAVE');
  if (data.readUInt32LE(4) !== data.length - 8)
    throw new Error('RIFF size does not match the file');
  if (data.toString('latin1', 12, 16) !== 'fmt ' || data.readUInt16LE(20) !== 1)
    throw new Error('not PCM');
  const channels = data.readUInt16LE(22);
  const sampleRate = data.readUInt32LE(24);
  const bits = data.readUInt16LE(34);
  if (data.toString('latin1', 36, 40) !== 'data') throw new Error('no data chunk');
  const bytes = data.readUInt32LE(40);
  if (bytes !== data.length - 44) throw new Error('data size does not match the file');
  const samples = bytes / (channels * (bits / 8));
  return { sampleRate, channels, bits, samples, seconds: samples / sampleRate };
}
