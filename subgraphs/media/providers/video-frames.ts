import { drawPicture } from './picture';
import { Seed } from './seed';

// Local bindings: a global lookup per pixel is slow where code runs in a vm context (jest).
const { sin, sqrt, max, min, floor, ceil } = Math;
const TAU = Math.PI * 2;

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
  const { pixels } = drawPicture({ width, height, seed });
  for (let i = 0, j = 0; i < out.length; i += 4, j += 3) {
    out[i] = pixels[j];
    out[i + 1] = pixels[j + 1];
    out[i + 2] = pixels[j + 2];
    out[i + 3] = 255;
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

interface Body {
  colour: [number, number, number];
  radius: number;
  frequency: [number, number];
  phase: [number, number];
  reach: [number, number];
}

/**
 * The local provider's video from a prompt: the prompt's picture (picture.ts) as the backdrop,
 * three to six glowing discs of the prompt's colours gliding on Lissajous paths over it, and a
 * soft light band sweeping across. Everything is derived from the seed, so a prompt always makes
 * the same film, and every frame differs from the one before.
 */
export function promptScene(width: number, height: number, fps: number, seed: string): FrameDrawer {
  const background = backgroundRgba(width, height, seed, 'picture');
  const s = new Seed(`${seed}|motion`);
  const side = min(width, height);
  const bodies: Body[] = Array.from({ length: s.int(3, 6) }, () => ({
    colour: s.colour(),
    radius: side * (0.05 + s.next() * 0.1),
    frequency: [0.05 + s.next() * 0.25, 0.05 + s.next() * 0.25],
    phase: [s.next() * TAU, s.next() * TAU],
    reach: [0.3 + s.next() * 0.15, 0.3 + s.next() * 0.15],
  }));
  const sweepSeconds = 3 + s.next() * 4;
  return (frame, rgba) => {
    const t = frame / fps;
    rgba.set(background);
    // The light band: a vertical stripe a sixth of the width wide, crossing every few seconds.
    const band = ((t / sweepSeconds) % 1) * (width * 1.4) - width * 0.2;
    const half = width / 12;
    for (let x = max(0, floor(band - half)); x < min(width, ceil(band + half)); x++) {
      const lift = 0.25 * (1 - Math.abs(x - band) / half);
      for (let y = 0, i = x * 4; y < height; y++, i += width * 4) {
        rgba[i] += (255 - rgba[i]) * lift;
        rgba[i + 1] += (255 - rgba[i + 1]) * lift;
        rgba[i + 2] += (255 - rgba[i + 2]) * lift;
      }
    }
    for (const body of bodies) {
      const cx = width * (0.5 + body.reach[0] * sin(TAU * body.frequency[0] * t + body.phase[0]));
      const cy = height * (0.5 + body.reach[1] * sin(TAU * body.frequency[1] * t + body.phase[1]));
      fillEllipse(
        rgba,
        width,
        height,
        cx,
        cy,
        body.radius * 1.35,
        body.radius * 1.35,
        body.colour,
        0.3,
      );
      fillEllipse(rgba, width, height, cx, cy, body.radius, body.radius, body.colour, 0.95);
    }
  };
}
