// Types for fontkit (installed with pdfkit, which ships none): the parts the scene text uses.
declare module 'fontkit' {
  interface Glyph {
    path: { toSVG(): string };
  }
  interface GlyphRun {
    glyphs: Glyph[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    advanceWidth: number;
  }
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    layout(text: string): GlyphRun;
  }
  export function create(data: Buffer): Font;
}
