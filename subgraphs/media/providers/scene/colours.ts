/** An RGB colour, 0..255 per channel. */
export type Rgb = [number, number, number];

/**
 * Colour words the local provider understands: the CSS named colours people write, and common
 * words that are not CSS names (amber, emerald, ruby...). A prompt or a template colour is matched
 * against these, so "navy" is #000080 on every machine.
 */
const WORDS: Record<string, string> = {
  red: 'd42a2a',
  crimson: 'dc143c',
  scarlet: 'ff2400',
  ruby: 'b0103a',
  maroon: '800000',
  burgundy: '800020',
  orange: 'ff8c00',
  amber: 'ffbf00',
  gold: 'ffd700',
  golden: 'ffc72c',
  yellow: 'ffe135',
  lemon: 'fff44f',
  lime: '32cd32',
  green: '2e8b3a',
  emerald: '50c878',
  olive: '808000',
  mint: '98ff98',
  teal: '008080',
  turquoise: '40e0d0',
  cyan: '00ffff',
  aqua: '00ffff',
  blue: '1f4fd8',
  azure: '3a8ee6',
  navy: '000080',
  indigo: '4b0082',
  violet: '8f00ff',
  purple: '800080',
  lavender: 'b57edc',
  magenta: 'ff00ff',
  pink: 'ff69b4',
  rose: 'ff007f',
  coral: 'ff7f50',
  salmon: 'fa8072',
  peach: 'ffcba4',
  brown: '8b4513',
  chocolate: 'd2691e',
  tan: 'd2b48c',
  beige: 'f5f5dc',
  cream: 'fffdd0',
  ivory: 'fffff0',
  white: 'ffffff',
  silver: 'c0c0c0',
  grey: '808080',
  gray: '808080',
  charcoal: '36454f',
  black: '111111',
};

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour word or hex (#rgb, #rrggbb, #rrggbbaa: the alpha is dropped), else null. */
export function parseColour(value: string): Rgb | null {
  const word = WORDS[value.trim().toLowerCase()];
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

/** Whether `word` is a colour word (not hex). */
export const isColourWord = (word: string): boolean => word.toLowerCase() in WORDS;
