import { Seed } from './seed';

// Local bindings: a global lookup per pixel is slow where code runs in a vm context (jest).
const { sqrt, max, min, floor, ceil } = Math;

/** Draws frame `frame` (at `fps`) into an RGBA buffer of the scene's size. */
export type FrameDrawer = (frame: number, rgba: Uint8Array) => void;

/** The still background of a scene as RGBA, drawn once and copied into every frame. */
export function backgroundRgba(
  width: number,
  height: number,
  seed: string,
  kind: 'picture' | 'solid' | 'chroma',
): Uint8Array {
  const out = new Uint8Array(width * height * 4);
  if (kind !== 'picture') {
    // Chroma-key green (H.264 has no alpha channel) or one colour of the seed.
    const [r, g, b] = kind === 'chroma' ? [0, 177, 64] : new Seed(`${seed}|solid`).colour();
    for (let i = 0; i < out.length; i += 4) {
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
      out[i + 3] = 255;
    }
    return out;
  }
  // A plain studio backdrop: a soft vertical grey-blue gradient (no pattern posing as content).
  for (let y = 0, i = 0; y < height; y++) {
    const t = y / Math.max(1, height - 1);
    const [r, g, b] = [96 + 60 * t, 110 + 56 * t, 140 + 40 * t];
    for (let x = 0; x < width; x++, i += 4) {
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
      out[i + 3] = 255;
    }
  }
  return out;
}

/**
 * A filled ellipse blended over the buffer, with a one-pixel soft edge. `alpha` 0..1. Only the
 * pixels of its bounding box are visited, so a frame costs the copy of its background plus the
 * area of its shapes.
 */
export function fillEllipse(
  rgba: Uint8Array,
  width: number,
  height: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: readonly number[],
  alpha = 1,
): void {
  if (rx <= 0 || ry <= 0) return;
  const x0 = max(0, floor(cx - rx - 1));
  const x1 = min(width - 1, ceil(cx + rx + 1));
  const y0 = max(0, floor(cy - ry - 1));
  const y1 = min(height - 1, ceil(cy + ry + 1));
  const edge = 1 / min(rx, ry);
  for (let y = y0; y <= y1; y++) {
    const dy = (y + 0.5 - cy) / ry;
    let i = (y * width + x0) * 4;
    for (let x = x0; x <= x1; x++, i += 4) {
      const dx = (x + 0.5 - cx) / rx;
      // 1 inside, 0 outside, a ramp one pixel wide across the outline.
      const cover = min(1, max(0, (1 - sqrt(dx * dx + dy * dy)) / edge + 0.5)) * alpha;
      if (cover <= 0) continue;
      rgba[i] += (colour[0] - rgba[i]) * cover;
      rgba[i + 1] += (colour[1] - rgba[i + 1]) * cover;
      rgba[i + 2] += (colour[2] - rgba[i + 2]) * cover;
    }
  }
}
