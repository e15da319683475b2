import { Seed } from './seed';
import { backgroundRgba, fillEllipse, type FrameDrawer } from './video-frames';

const { sin, min, max } = Math;
const TAU = Math.PI * 2;

export interface AvatarLook {
  /** The avatar's skin colour, RGB 0..255 (its GLB material, or one of its seed). */
  skin: [number, number, number];
  /** Its hair colour (the GLB's hair material), drawn as a cap over the head; none when null. */
  hair?: [number, number, number] | null;
  /** What is behind it: chroma green for `transparent` (H.264 has no alpha), a colour, or a picture. */
  background: 'chroma' | 'solid' | 'picture';
  seed: string;
}

/**
 * How open the mouth is at each moment, 0..1: the loudness of the audio in 40 ms windows when
 * the audio could be read (lip sync to the recording), otherwise syllables at about four a
 * second, so the avatar still talks.
 */
export function mouthTrack(
  samples: Float32Array | null,
  sampleRate: number,
): (t: number) => number {
  if (!samples || samples.length === 0)
    return (t) => max(0, sin(TAU * 2 * t)) * (0.6 + 0.4 * sin(TAU * 0.37 * t) ** 2);
  const window = Math.max(1, Math.round(sampleRate * 0.04));
  const levels: number[] = [];
  for (let start = 0; start < samples.length; start += window) {
    let sum = 0;
    const end = min(samples.length, start + window);
    for (let i = start; i < end; i++) sum += samples[i] * samples[i];
    levels.push(Math.sqrt(sum / (end - start)));
  }
  const loudest = max(1e-6, ...levels);
  return (t) => min(1, (levels[Math.floor(t / 0.04)] ?? 0) / loudest / 0.8);
}

/**
 * A talking head: shoulders, a head that sways a little, eyes that blink every few seconds and
 * a mouth that opens with `mouth(t)`. Plain shapes, drawn per frame over the background.
 */
export function avatarScene(
  width: number,
  height: number,
  fps: number,
  look: AvatarLook,
  mouth: (t: number) => number,
): FrameDrawer {
  const background = backgroundRgba(width, height, look.seed, look.background);
  const s = new Seed(`${look.seed}|avatar`);
  const blinkEvery = 2.5 + s.next() * 2;
  const shirt = s.colour();
  const side = min(width, height);
  const eye: [number, number, number] = [250, 250, 250];
  const pupil: [number, number, number] = [30, 30, 40];
  const lips: [number, number, number] = [110, 30, 40];
  const shade = look.skin.map((c) => c * 0.8);
  return (frame, rgba) => {
    const t = frame / fps;
    rgba.set(background);
    const cx = width / 2 + side * 0.015 * sin(TAU * 0.2 * t);
    const cy = height * 0.42 + side * 0.008 * sin(TAU * 0.5 * t);
    fillEllipse(rgba, width, height, width / 2, height * 1.02, side * 0.38, side * 0.3, shirt);
    fillEllipse(rgba, width, height, width / 2, height * 0.7, side * 0.07, side * 0.1, shade);
    // Hair: a cap behind the head that shows around it, and a fringe over the forehead.
    if (look.hair)
      fillEllipse(rgba, width, height, cx, cy - side * 0.06, side * 0.22, side * 0.25, look.hair);
    fillEllipse(rgba, width, height, cx, cy, side * 0.2, side * 0.26, look.skin);
    if (look.hair)
      fillEllipse(rgba, width, height, cx, cy - side * 0.2, side * 0.18, side * 0.085, look.hair);
    const blink = t % blinkEvery < 0.12 ? 0.12 : 1;
    for (const dx of [-0.075, 0.075]) {
      fillEllipse(
        rgba,
        width,
        height,
        cx + side * dx,
        cy - side * 0.05,
        side * 0.035,
        side * 0.022 * blink,
        eye,
      );
      fillEllipse(
        rgba,
        width,
        height,
        cx + side * dx,
        cy - side * 0.05,
        side * 0.015,
        side * 0.015 * blink,
        pupil,
      );
    }
    const open = mouth(t);
    fillEllipse(
      rgba,
      width,
      height,
      cx,
      cy + side * 0.12,
      side * 0.06,
      side * (0.008 + 0.045 * open),
      lips,
    );
  };
}
