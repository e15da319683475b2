import { COLOUR_WORDS, isColourWord } from '../../common/colour-words';

/** An RGB colour, 0..255 per channel. */
export type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour word or hex (#rgb, #rrggbb, #rrggbbaa: the alpha is dropped), else null. */
export function parseColour(value: string): Rgb | null {
  const word = isColourWord(value) ? COLOUR_WORDS[value.trim().toLowerCase()] : undefined;
  const match = HEX.exec(word ?? value.trim());
  if (!match) return null;
  const digits =
    match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1].slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export const hex = (rgb: Rgb): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `a` moved towards `b` by `t` (0..1). */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  a.map((c, i) => Math.round(c + (b[i] - c) * t)) as Rgb;

/** Relative luminance 0..1 (sRGB weights, no gamma: enough to pick a readable text colour). */
const luminance = ([r, g, b]: Rgb): number => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;

/** White on dark colours, near-black on light ones. */
export const textOn = (background: Rgb): Rgb =>
  luminance(background) < 0.55 ? [255, 255, 255] : [24, 24, 32];
