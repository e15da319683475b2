import type { Align, FontRole } from './fonts';

/** A rectangle as fractions of the page (0..1), so one layout serves the PNG and the PDF. */
export type Frac = [x: number, y: number, width: number, height: number];

/** The colours a layout names: the client's `colors` fill primary, secondary, accent in order. */
export type ColourRole = 'primary' | 'secondary' | 'accent' | 'text';

type Block =
  | { kind: 'rect' | 'ellipse'; box: Frac; fill: ColourRole; opacity?: number }
  | {
      kind: 'text';
      /** The data field drawn, or a fixed label of the template. */
      field: 'title' | 'date' | 'label';
      label?: string;
      box: Frac;
      font: FontRole;
      /** The largest size as a fraction of the page height; the text shrinks to fit its box. */
      size: number;
      colour: ColourRole;
      align: Align;
    }
  | { kind: 'image'; index: number; box: Frac };

export interface PosterLayout {
  kind: string;
  width: number;
  height: number;
  colours: Record<Exclude<ColourRole, 'text'>, string>;
  blocks: Block[];
}

const text = (
  field: 'title' | 'date' | 'label',
  box: Frac,
  font: FontRole,
  size: number,
  colour: ColourRole,
  align: Align = 'center',
  label?: string,
): Block => ({ kind: 'text', field, box, font, size, colour, align, ...(label ? { label } : {}) });

/** A portrait event poster: a picture panel, a label, the title large, a rule, the date. */
const poster = (label: string): Omit<PosterLayout, 'colours'> => ({
  kind: 'event poster',
  width: 1200,
  height: 1600,
  blocks: [
    { kind: 'ellipse', box: [0.55, -0.12, 0.6, 0.45], fill: 'accent', opacity: 0.35 },
    { kind: 'image', index: 0, box: [0.08, 0.07, 0.84, 0.4] },
    text('label', [0.08, 0.5, 0.84, 0.04], 'bold', 0.028, 'text', 'center', label),
    text('title', [0.08, 0.56, 0.84, 0.22], 'display', 0.1, 'secondary'),
    { kind: 'rect', box: [0.4, 0.8, 0.2, 0.006], fill: 'secondary' },
    text('date', [0.08, 0.83, 0.84, 0.07], 'bold', 0.035, 'text'),
  ],
});

/** An invitation: a framed card, the title centred between two rules, the date below. */
const invitation: Omit<PosterLayout, 'colours'> = {
  kind: 'invitation',
  width: 1200,
  height: 1600,
  blocks: [
    { kind: 'rect', box: [0.05, 0.04, 0.9, 0.92], fill: 'secondary' },
    { kind: 'rect', box: [0.065, 0.051, 0.87, 0.898], fill: 'primary' },
    text('label', [0.1, 0.12, 0.8, 0.05], 'body', 0.03, 'text', 'center', 'YOU ARE INVITED'),
    { kind: 'rect', box: [0.3, 0.22, 0.4, 0.004], fill: 'secondary' },
    text('title', [0.1, 0.26, 0.8, 0.3], 'display', 0.09, 'secondary'),
    { kind: 'rect', box: [0.3, 0.6, 0.4, 0.004], fill: 'secondary' },
    text('date', [0.1, 0.64, 0.8, 0.08], 'bold', 0.035, 'text'),
    { kind: 'image', index: 0, box: [0.35, 0.75, 0.3, 0.15] },
  ],
};

/** A square social post: a picture on the right, the title and date on a band. */
const square = (label: string): Omit<PosterLayout, 'colours'> => ({
  kind: 'social post',
  width: 1080,
  height: 1080,
  blocks: [
    { kind: 'image', index: 0, box: [0, 0, 1, 0.55] },
    { kind: 'rect', box: [0, 0.55, 1, 0.45], fill: 'primary' },
    { kind: 'rect', box: [0.07, 0.6, 0.18, 0.05], fill: 'accent' },
    text('label', [0.07, 0.6, 0.18, 0.05], 'bold', 0.026, 'primary', 'center', label),
    text('title', [0.07, 0.67, 0.86, 0.19], 'display', 0.085, 'secondary', 'left'),
    text('date', [0.07, 0.87, 0.86, 0.07], 'bold', 0.04, 'text', 'left'),
  ],
});

/** A 9:16 story: title at the top, picture in the middle, date on a band at the bottom. */
const story: Omit<PosterLayout, 'colours'> = {
  kind: 'story',
  width: 1080,
  height: 1920,
  blocks: [
    text('label', [0.08, 0.06, 0.84, 0.04], 'bold', 0.022, 'accent', 'center', 'GIVEAWAY'),
    text('title', [0.08, 0.11, 0.84, 0.2], 'display', 0.07, 'secondary'),
    { kind: 'image', index: 0, box: [0.08, 0.34, 0.84, 0.42] },
    { kind: 'rect', box: [0, 0.82, 1, 0.1], fill: 'secondary' },
    text('date', [0.08, 0.83, 0.84, 0.08], 'bold', 0.03, 'primary'),
  ],
};

/** A wide banner: a picture at the left, the title and date to its right. */
const banner: Omit<PosterLayout, 'colours'> = {
  kind: 'banner',
  width: 1584,
  height: 396,
  blocks: [
    { kind: 'image', index: 0, box: [0, 0, 0.3, 1] },
    { kind: 'rect', box: [0.3, 0, 0.012, 1], fill: 'accent' },
    text('title', [0.35, 0.12, 0.6, 0.5], 'display', 0.26, 'secondary', 'left'),
    text('date', [0.35, 0.68, 0.6, 0.2], 'bold', 0.11, 'text', 'left'),
  ],
};

/** A 16:9 title slide: a header band, the title, the date, a picture at the right. */
const slide = (label: string): Omit<PosterLayout, 'colours'> => ({
  kind: 'title slide',
  width: 1920,
  height: 1080,
  blocks: [
    { kind: 'rect', box: [0, 0, 1, 0.012], fill: 'accent' },
    text('label', [0.06, 0.1, 0.5, 0.05], 'bold', 0.03, 'accent', 'left', label),
    text('title', [0.06, 0.2, 0.5, 0.45], 'display', 0.11, 'secondary', 'left'),
    text('date', [0.06, 0.72, 0.5, 0.08], 'body', 0.04, 'text', 'left'),
    { kind: 'image', index: 0, box: [0.62, 0.14, 0.32, 0.72] },
  ],
});

const with_ = (
  layout: Omit<PosterLayout, 'colours'>,
  primary: string,
  secondary: string,
  accent: string,
): PosterLayout => ({ ...layout, colours: { primary, secondary, accent } });

/** The catalogue's templates (prisma/migrations/20261126000600_media/migration.sql) by id. */
const BY_ID: Record<string, PosterLayout> = {
  '7e3c0000-0000-4000-8000-000000000001': with_(
    poster('LIVE MUSIC'),
    '#1b1035',
    '#f5c542',
    '#e0457b',
  ),
  '7e3c0000-0000-4000-8000-000000000002': with_(
    poster('FESTIVAL LINE-UP'),
    '#0f3d3e',
    '#f2e8cf',
    '#e76f51',
  ),
  '7e3c0000-0000-4000-8000-000000000003': with_(poster('KEYNOTE'), '#f4f1ea', '#1d3557', '#e63946'),
  '7e3c0000-0000-4000-8000-000000000004': with_(invitation, '#101820', '#d4af37', '#d4af37'),
  '7e3c0000-0000-4000-8000-000000000005': with_(
    poster('WORKSHOP'),
    '#fff7e6',
    '#264653',
    '#2a9d8f',
  ),
  '7e3c0000-0000-4000-8000-000000000006': with_(
    square('COUNTDOWN'),
    '#240046',
    '#ffffff',
    '#ff9e00',
  ),
  '7e3c0000-0000-4000-8000-000000000007': with_(square('SPEAKER'), '#0b2545', '#eef4ed', '#8da9c4'),
  '7e3c0000-0000-4000-8000-000000000008': with_(story, '#3a0ca3', '#ffffff', '#f72585'),
  '7e3c0000-0000-4000-8000-000000000009': with_(banner, '#0a66c2', '#ffffff', '#f5c542'),
  '7e3c0000-0000-4000-8000-00000000000a': with_(
    slide('SPONSORSHIP'),
    '#14213d',
    '#ffffff',
    '#fca311',
  ),
  '7e3c0000-0000-4000-8000-00000000000b': with_(
    slide('EVENT RECAP'),
    '#ffffff',
    '#1b263b',
    '#e07a5f',
  ),
  '7e3c0000-0000-4000-8000-00000000000c': with_(
    slide('VENUE PROPOSAL'),
    '#2b2d42',
    '#edf2f4',
    '#ef233c',
  ),
  '7e3c0000-0000-4000-8000-00000000000d': with_(
    slide('VENDOR ONBOARDING'),
    '#f8f9fa',
    '#212529',
    '#4361ee',
  ),
};

/** A template's layout; a template without one of its own (a tenant's) is drawn as an event poster. */
export const layoutOf = (templateId: string): PosterLayout =>
  BY_ID[templateId.toLowerCase()] ?? with_(poster('EVENT'), '#1d3557', '#f1faee', '#e63946');
