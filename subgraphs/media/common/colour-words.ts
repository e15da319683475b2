/*
 * The colour words of the media service, one table for the API's checks (a template's colours)
 * and the local provider's drawing (subgraphs/media/providers/scene/colours.ts).
 */

/**
 * Colour words the local provider understands: the CSS named colours people write, and common
 * words that are not CSS names (amber, emerald, ruby...). A prompt or a template colour is matched
 * against these, so "navy" is #000080 on every machine.
 */
export const COLOUR_WORDS: Readonly<Record<string, string>> = {
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

/** Whether `value` is a colour word of COLOUR_WORDS (any case). */
export const isColourWord = (value: string): boolean =>
  Object.hasOwn(COLOUR_WORDS, value.trim().toLowerCase());
