/** What the bytes of an upload turned out to be. */
export interface DetectedImage {
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
  width: number | null;
  height: number | null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// JPEG start-of-frame markers carry the size; C4 (Huffman), C8 (reserved) and CC (arithmetic) do not.
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
// Markers without a length field.
const JPEG_STANDALONE = new Set([0x01, 0xd0, 0xd1, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8]);

function pngSize(data: Buffer): Pick<DetectedImage, 'width' | 'height'> {
  // The IHDR chunk comes first: width and height at bytes 16 and 20.
  if (data.length < 24 || data.toString('latin1', 12, 16) !== 'IHDR')
    return { width: null, height: null };
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

/** Walks the segments up to the first start-of-frame; null sizes when the file ends before one. */
function jpegSize(data: Buffer): Pick<DetectedImage, 'width' | 'height'> {
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) break;
    const marker = data[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (JPEG_STANDALONE.has(marker)) {
      offset += 2;
      continue;
    }
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (offset + 9 > data.length) break;
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + data.readUInt16BE(offset + 2);
  }
  return { width: null, height: null };
}

/** The first chunk of a WebP file states the canvas size (lossy, lossless or extended). */
function webpSize(data: Buffer): Pick<DetectedImage, 'width' | 'height'> {
  const chunk = data.toString('latin1', 12, 16);
  if (
    chunk === 'VP8 ' &&
    data.length >= 30 &&
    data[23] === 0x9d &&
    data[24] === 0x01 &&
    data[25] === 0x2a
  ) {
    return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && data.length >= 25 && data[20] === 0x2f) {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && data.length >= 30) {
    return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  }
  return { width: null, height: null };
}

/**
 * PNG, JPEG or WebP by their magic bytes, whatever type the client declared; null for anything
 * else (an HTML page or an SVG with a script never gets stored as an image).
 */
export function detectImage(data: Buffer): DetectedImage | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    return { contentType: 'image/png', extension: 'png', ...pngSize(data) };
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { contentType: 'image/jpeg', extension: 'jpg', ...jpegSize(data) };
  }
  if (
    data.length >= 16 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return { contentType: 'image/webp', extension: 'webp', ...webpSize(data) };
  }
  return null;
}
