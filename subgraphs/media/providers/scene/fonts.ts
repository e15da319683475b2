import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';

/**
 * The fonts of every picture and PDF the local provider writes, shipped from npm (@fontsource) so
 * the output is the same on every machine: no system font (fontconfig) is ever asked.
 */
export type FontRole = 'display' | 'body' | 'bold';

// Literal require.resolve calls, so the bundler and knip see the packages.
const FILES: Record<FontRole, () => string> = {
  display: () =>
    require.resolve('@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff'),
  body: () => require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: () => require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

export const FONT_NAMES: Record<FontRole, string> = {
  display: 'Playfair Display Bold',
  body: 'Inter',
  bold: 'Inter Bold',
};

const loaded = new Map<FontRole, { data: Buffer; font: Font }>();

function load(role: FontRole): { data: Buffer; font: Font } {
  let entry = loaded.get(role);
  if (!entry) {
    const data = readFileSync(FILES[role]());
    entry = { data, font: create(data) };
    loaded.set(role, entry);
  }
  return entry;
}

/** The font file (WOFF), for pdfkit's `doc.font(buffer)`. */
export const fontFile = (role: FontRole): Buffer => load(role).data;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Text broken into lines at one size, each line's width measured with the font. */
export interface FittedText {
  role: FontRole;
  size: number;
  lineHeight: number;
  lines: { text: string; width: number }[];
}

const widthOf = (font: Font, text: string, size: number) =>
  (font.layout(text).advanceWidth * size) / font.unitsPerEm;

/** Greedy word wrap at `size`; a word longer than the line is broken between letters. */
function wrap(font: Font, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(font, candidate, size) <= width) line = candidate;
      else if (widthOf(font, word, size) <= width) {
        if (line) lines.push(line);
        line = word;
      } else {
        let rest = line ? `${line} ${word}` : word;
        while (widthOf(font, rest, size) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && widthOf(font, rest.slice(0, cut), size) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * The largest size from `maxSize` down (by 4 %) at which the text, wrapped, fits the box; at
 * `minSize` it is wrapped anyway (nothing is cut: the box is a target, not a clip).
 */
export function fitText(
  role: FontRole,
  text: string,
  box: Box,
  maxSize: number,
  minSize = maxSize / 4,
): FittedText {
  const { font } = load(role);
  let size = maxSize;
  for (;;) {
    const lineHeight = size * 1.18;
    const lines = wrap(font, text, size, box.width);
    if (lines.length * lineHeight <= box.height || size * 0.96 < minSize)
      return {
        role,
        size,
        lineHeight,
        lines: lines.map((t) => ({ text: t, width: widthOf(font, t, size) })),
      };
    size *= 0.96;
  }
}

export type Align = 'left' | 'center' | 'right';

/** Where each line of fitted text starts (x) and its top (y), centred vertically in the box. */
export function placeLines(
  fitted: FittedText,
  box: Box,
  align: Align,
): { text: string; x: number; top: number; width: number }[] {
  const total = fitted.lines.length * fitted.lineHeight;
  const top = box.y + Math.max(0, (box.height - total) / 2);
  return fitted.lines.map((line, i) => ({
    ...line,
    x:
      align === 'left'
        ? box.x
        : align === 'right'
          ? box.x + box.width - line.width
          : box.x + (box.width - line.width) / 2,
    top: top + i * fitted.lineHeight,
  }));
}

/** The first baseline below a line's top: the font's ascent, scaled, within the line height. */
export function baselineOffset(role: FontRole, size: number): number {
  const { font } = load(role);
  const ascent = font.ascent / font.unitsPerEm;
  const descent = -font.descent / font.unitsPerEm;
  return size * (ascent + (1.18 - ascent - descent) / 2);
}

/** One line of text as SVG glyph outlines (`<path>`s), its top-left at (x, top). */
export function svgLine(
  role: FontRole,
  size: number,
  text: string,
  x: number,
  top: number,
  fill: string,
): string {
  const { font } = load(role);
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const baseline = top + baselineOffset(role, size);
  let pen = 0;
  const paths: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    const d = glyph.path.toSVG();
    if (d)
      paths.push(
        `<path transform="translate(${(x + (pen + position.xOffset) * scale).toFixed(2)} ${(baseline - position.yOffset * scale).toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${d}"/>`,
      );
    pen += position.xAdvance;
  });
  return `<g fill="${fill}">${paths.join('')}</g>`;
}

/** Fitted text in a box as SVG outlines. */
export function svgText(fitted: FittedText, box: Box, align: Align, fill: string): string {
  return placeLines(fitted, box, align)
    .map((line) => svgLine(fitted.role, fitted.size, line.text, line.x, line.top, fill))
    .join('');
}
