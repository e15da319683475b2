import sharp from 'sharp';
import { fillEllipse, type FrameDrawer } from '../video-frames';
import { sceneLayers } from './scene-svg';

/** How much larger than the frame the scene is drawn, so the camera has room to pan. */
const ROOM = 1.2;

const rgbaOf = async (svg: string): Promise<Buffer> =>
  sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();

/**
 * The prompt's scene (scene-svg.ts) as moving frames: drawn once at 120 % of the frame as two
 * layers (sky; ground, subjects and text), then per frame a window pans slowly across it, the sun
 * or moon moves along its time of day's path, and the light changes (dusk darkens, dawn
 * brightens) through a per-frame lookup table: a copy, a blend and a lookup per pixel.
 */
export async function sceneFrames(
  prompt: string,
  width: number,
  height: number,
  fps: number,
  seconds: number,
): Promise<{ draw: FrameDrawer; method: string }> {
  const bigW = Math.round(width * ROOM);
  const bigH = Math.round(height * ROOM);
  const layers = sceneLayers(prompt, bigW, bigH, 'video');
  const [sky, front] = await Promise.all([rgbaOf(layers.skySvg), rgbaOf(layers.foregroundSvg)]);
  const { drift, body: kind } = layers.sky;
  const duration = Math.max(1 / fps, seconds);
  const lut = new Uint8Array(256);
  const draw: FrameDrawer = (frame, rgba) => {
    const t = Math.min(1, frame / fps / duration);
    // The camera: left to right across the extra width, a little downwards.
    const ox = Math.round((bigW - width) * t);
    const oy = Math.round((bigH - height) * (0.3 + 0.4 * t));
    for (let y = 0; y < height; y++) {
      const from = ((y + oy) * bigW + ox) * 4;
      rgba.set(sky.subarray(from, from + width * 4), y * width * 4);
    }
    const { body } = layers;
    const bx = body.x + drift.dx * bigW * t - ox;
    const by = body.y + drift.dy * layers.horizon * t - oy;
    // A glow, then the disc.
    for (const [reach, alpha] of [
      [1.8, 0.25],
      [1, kind.kind === 'moon' ? 0.95 : 1],
    ])
      fillEllipse(
        rgba,
        width,
        height,
        bx,
        by,
        body.radius * reach,
        body.radius * reach,
        body.colour,
        alpha,
      );
    for (let y = 0; y < height; y++) {
      let j = ((y + oy) * bigW + ox) * 4;
      let i = y * width * 4;
      for (let x = 0; x < width; x++, i += 4, j += 4) {
        const a = front[j + 3];
        if (a === 0) continue;
        const f = a / 255;
        rgba[i] += (front[j] - rgba[i]) * f;
        rgba[i + 1] += (front[j + 1] - rgba[i + 1]) * f;
        rgba[i + 2] += (front[j + 2] - rgba[i + 2]) * f;
      }
    }
    const light = 1 + (drift.light - 1) * t;
    for (let v = 0; v < 256; v++) lut[v] = Math.min(255, Math.round(v * light));
    for (let i = 0; i < rgba.length; i += 4) {
      rgba[i] = lut[rgba[i]];
      rgba[i + 1] = lut[rgba[i + 1]];
      rgba[i + 2] = lut[rgba[i + 2]];
    }
  };
  const method = `${layers.method}; animated: the camera pans across the scene drawn at ${ROOM * 100} %, ${drift.change} (light x${drift.light} by the end)`;
  return { draw, method };
}
