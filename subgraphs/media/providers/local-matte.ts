import sharp from 'sharp';
import type { LocalFile } from './local-files';
import { rgbaPixels } from './local-images';

const { sqrt, max, min } = Math;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const hex = (rgb: number[]) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * Background removal by a border colour key, not a learned segmentation: the background colour
 * is the median of the image's border pixels; every pixel within a tolerance of it (2.5 times the
 * border's median deviation, 24 to 96 of 441) that is connected to the border through such
 * pixels becomes transparent (a flood fill, so a subject with patches of the same colour inside
 * keeps them); subject pixels next to the removed area get a partial alpha by their distance
 * to the key, a soft edge. Works on product shots and studio portraits with a plain backdrop;
 * on a busy photo little is removed, and the output's `method` says how much.
 */
export async function removeBackgroundByColourKey(
  source: Buffer,
  format: 'png' | 'webp',
): Promise<LocalFile> {
  const { pixels, width, height } = await rgbaPixels(source);
  const border: number[] = [];
  for (let x = 0; x < width; x++) border.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) border.push(y * width, y * width + width - 1);
  const key = [0, 1, 2].map((c) => median(border.map((p) => pixels[p * 4 + c])));
  const distance = (p: number) => {
    const dr = pixels[p * 4] - key[0];
    const dg = pixels[p * 4 + 1] - key[1];
    const db = pixels[p * 4 + 2] - key[2];
    return sqrt(dr * dr + dg * dg + db * db);
  };
  // Capped, so a busy border (no plain backdrop) does not key away the whole picture.
  const tolerance = min(96, max(24, 2.5 * median(border.map(distance))));
  // Flood fill from the border through pixels close to the key colour.
  const background = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (const p of border) {
    if (!background[p] && distance(p) <= tolerance) {
      background[p] = 1;
      queue[tail++] = p;
    }
  }
  while (head < tail) {
    const p = queue[head++];
    const x = p % width;
    for (const q of [x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1, p - width, p + width]) {
      if (q < 0 || q >= background.length || background[q] || distance(q) > tolerance) continue;
      background[q] = 1;
      queue[tail++] = q;
    }
  }
  let removed = 0;
  for (let p = 0; p < background.length; p++) {
    if (background[p]) {
      pixels[p * 4 + 3] = 0;
      removed++;
      continue;
    }
    const x = p % width;
    const edge =
      (x > 0 && background[p - 1]) ||
      (x < width - 1 && background[p + 1]) ||
      background[p - width] ||
      background[p + width];
    // Next to the removed area: alpha rises from 35 % at the tolerance to opaque at twice it.
    if (edge)
      pixels[p * 4 + 3] = Math.round(
        pixels[p * 4 + 3] * min(1, 0.35 + 0.65 * ((distance(p) - tolerance) / tolerance)),
      );
  }
  const image = sharp(pixels, { raw: { width, height, channels: 4 } });
  const data =
    format === 'png'
      ? await image.png().toBuffer()
      : await image.webp({ lossless: true }).toBuffer();
  const share = Math.round((removed / background.length) * 1000) / 10;
  return {
    data,
    contentType: format === 'png' ? 'image/png' : 'image/webp',
    extension: format,
    width,
    height,
    method: `border colour key ${hex(key)} (tolerance ${Math.round(tolerance)}), flood fill from the edges: ${share} % of pixels made transparent`,
  };
}
