import type { RasterImage } from './encoders/png';
import { Seed } from './seed';

// Local bindings: a global lookup per pixel is slow where code runs in a vm context (jest).
const { cos, sqrt } = Math;
const TAU = Math.PI * 2;

export interface PictureRequest {
  width: number;
  height: number;
  /** Whatever the picture should depend on (prompt, variant number, ...). */
  seed: string;
}

/**
 * A deterministic abstract picture: a diagonal gradient between two colours of the seed, with
 * rings around a point of the seed. Cheap enough (a few arithmetic operations per pixel) to
 * draw a 4096 x 4096 image in well under a second.
 */
export function drawPicture(request: PictureRequest): RasterImage {
  const { width, height } = request;
  const seed = new Seed(request.seed);
  const [from, to] = [seed.colour(), seed.colour()];
  const cx = width * (0.25 + seed.next() * 0.5);
  const cy = height * (0.25 + seed.next() * 0.5);
  const frequency = (8 + seed.int(0, 24)) / Math.max(width, height);
  const channels = 3;
  const pixels = new Uint8Array(width * height * channels);
  const diagonal = width + height - 2 || 1;
  let i = 0;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const t = (x + y) / diagonal;
      const dx = x - cx;
      const distance = sqrt(dx * dx + dy * dy);
      const ring = 0.75 + 0.25 * cos(distance * frequency * TAU);
      pixels[i++] = (from[0] + (to[0] - from[0]) * t) * ring;
      pixels[i++] = (from[1] + (to[1] - from[1]) * t) * ring;
      pixels[i++] = (from[2] + (to[2] - from[2]) * t) * ring;
    }
  }
  return { width, height, channels, pixels };
}
