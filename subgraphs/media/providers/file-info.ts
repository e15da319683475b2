import { wavSeconds } from '../../../lib/ai/wav';

/*
 * What a file from a remote provider is, read from its bytes: services label files loosely
 * (application/octet-stream, or a type that does not match), and a job's outputs must say what
 * was really made. Only headers are read; nothing is decoded in full.
 */

/** The file types a remote provider may return, by content type, with the extension stored. */
export const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'model/gltf-binary': 'glb',
  'application/json': 'json',
  'application/pdf': 'pdf',
  'text/vtt': 'vtt',
};

/** The content type the bytes show, for the binary formats of EXTENSIONS; null when they show none. */
export function sniffContentType(data: Buffer): string | null {
  const ascii = (start: number, end: number) => data.toString('latin1', start, end);
  if (data.length >= 8 && data.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  if (data.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (data.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'audio/wav';
  if (data.length >= 6 && /^GIF8[79]a$/.test(ascii(0, 6))) return 'image/gif';
  if (data.length >= 12 && ascii(4, 8) === 'ftyp') return 'video/mp4';
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (
    data.length >= 3 &&
    (ascii(0, 3) === 'ID3' || (data[0] === 0xff && (data[1] & 0xe0) === 0xe0))
  )
    return 'audio/mpeg';
  if (data.length >= 4 && ascii(0, 4) === 'glTF') return 'model/gltf-binary';
  if (data.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/** Width and height of a PNG, JPEG, WebP or GIF picture; null for anything else. */
export function pictureSize(data: Buffer): { width: number; height: number } | null {
  const type = sniffContentType(data);
  if (type === 'image/png' && data.length >= 24)
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (type === 'image/gif' && data.length >= 10)
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  if (type === 'image/webp' && data.length >= 30) {
    const chunk = data.toString('latin1', 12, 16);
    if (chunk === 'VP8X')
      return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
    if (chunk === 'VP8L') {
      const bits = data.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8 ')
      return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  if (type === 'image/jpeg') {
    // Segments up to the first start-of-frame marker (SOF0..SOF15 but DHT, JPG and DAC).
    for (let at = 2; at + 9 < data.length;) {
      if (data[at] !== 0xff) return null;
      const marker = data[at + 1];
      if (
        marker >= 0xc0 &&
        marker <= 0xcf &&
        marker !== 0xc4 &&
        marker !== 0xc8 &&
        marker !== 0xcc
      ) {
        return { width: data.readUInt16BE(at + 7), height: data.readUInt16BE(at + 5) };
      }
      at += 2 + data.readUInt16BE(at + 2);
    }
  }
  return null;
}

/** The boxes of an ISO BMFF (MP4) range: type and payload bounds. */
function boxes(
  data: Buffer,
  start: number,
  end: number,
): { type: string; start: number; end: number }[] {
  const found: { type: string; start: number; end: number }[] = [];
  for (let at = start; at + 8 <= end;) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    found.push({
      type: data.toString('latin1', at + 4, at + 8),
      start: at + header,
      end: at + size,
    });
    at += size;
  }
  return found;
}

/** Duration (movie header) and picture size (the first visual track's header) of an MP4. */
function mp4Info(data: Buffer): {
  durationSeconds?: number;
  width?: number;
  height?: number;
} {
  const moov = boxes(data, 0, data.length).find((b) => b.type === 'moov');
  if (!moov) return {};
  const info: { durationSeconds?: number; width?: number; height?: number } = {};
  const inner = boxes(data, moov.start, moov.end);
  const mvhd = inner.find((b) => b.type === 'mvhd');
  if (mvhd) {
    const v1 = data[mvhd.start] === 1;
    const timescale = data.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
    const duration = v1
      ? Number(data.readBigUInt64BE(mvhd.start + 24))
      : data.readUInt32BE(mvhd.start + 16);
    if (timescale > 0) info.durationSeconds = Math.round((duration / timescale) * 100) / 100;
  }
  for (const trak of inner.filter((b) => b.type === 'trak')) {
    const tkhd = boxes(data, trak.start, trak.end).find((b) => b.type === 'tkhd');
    if (!tkhd) continue;
    const at = tkhd.start + (data[tkhd.start] === 1 ? 88 : 76);
    if (at + 8 > tkhd.end) continue;
    const width = data.readUInt32BE(at) >>> 16;
    const height = data.readUInt32BE(at + 4) >>> 16;
    if (width > 0 && height > 0) return { ...info, width, height };
  }
  return info;
}

/** What an output records of a file: pixels for pictures and videos, seconds for WAV and MP4. */
export function fileInfo(
  data: Buffer,
  contentType: string,
): { width: number | null; height: number | null; durationSeconds?: number } {
  if (contentType.startsWith('image/')) {
    const size = pictureSize(data);
    return { width: size?.width ?? null, height: size?.height ?? null };
  }
  if (contentType === 'video/mp4') {
    const info = mp4Info(data);
    return {
      width: info.width ?? null,
      height: info.height ?? null,
      ...(info.durationSeconds !== undefined ? { durationSeconds: info.durationSeconds } : {}),
    };
  }
  const seconds = contentType === 'audio/wav' ? wavSeconds(data) : null;
  return { width: null, height: null, ...(seconds !== null ? { durationSeconds: seconds } : {}) };
}
