import sharp from 'sharp';
import { hex, parseColour, textOn, type Rgb } from './colours';
import { FONT_NAMES, fitText, placeLines, svgLine, type Box, type FontRole } from './fonts';
import { layoutOf, type ColourRole, type Frac } from './poster-layouts';
import { sceneLayers, sceneSvg } from './scene-svg';

/** A template's values as the job carries them (docs/api/media.md, `RenderTemplateInput`). */
export interface PosterData {
  title?: string;
  date?: string;
  colors?: string[];
  images?: string[];
}

/** A layout with the data filled in: absolute boxes (px), colours and text lines resolved. */
type PosterItem =
  | { kind: 'rect' | 'ellipse'; box: Box; fill: string; opacity: number }
  | {
      kind: 'text';
      role: FontRole;
      size: number;
      fill: string;
      lines: { text: string; x: number; top: number }[];
    }
  | { kind: 'image'; box: Box; png: Buffer };

export interface PosterDrawing {
  width: number;
  height: number;
  background: string;
  title: string;
  items: PosterItem[];
  method: string;
}

const MONTHS =
  'January February March April May June July August September October November December'.split(
    ' ',
  );
const DAYS = 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday'.split(' ');

/** An ISO date as words (Saturday 18 July 2026, at 19:30 when a time is given), the same everywhere. */
function dateWords(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const time = /T(\d{2}:\d{2})/.exec(iso)?.[1];
  return `${DAYS[day]} ${d} ${MONTHS[m - 1]} ${y}${time && time !== '00:00' ? ` at ${time}` : ''}`;
}

const boxOf = ([x, y, w, h]: Frac, width: number, height: number): Box => ({
  x: x * width,
  y: y * height,
  width: w * width,
  height: h * height,
});

/** The image cropped to cover its box, as PNG (what both backends embed). */
const cover = (data: Buffer, box: Box) =>
  sharp(data)
    .resize(Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height)), {
      fit: 'cover',
    })
    .png()
    .toBuffer();

/** The prompt scene (scene-svg.ts) of the title's words, sized to a panel; null when they name no time of day or subject. */
async function titleScene(
  title: string,
  box: Box,
  variant: string,
): Promise<{ png: Buffer; method: string } | null> {
  const [width, height] = [Math.round(box.width), Math.round(box.height)];
  if (width < 8 || height < 8) return null;
  const layers = sceneLayers(title, width, height, variant);
  if (!layers.spec.time && layers.spec.subjects.length === 0) return null;
  const png = await sharp(Buffer.from(sceneSvg(layers)))
    .png()
    .toBuffer();
  return { png, method: `scene of the title (${layers.method})` };
}

/**
 * A catalogue template with the client's data: its title, date (in words), colours (primary,
 * secondary, accent in the order given; a colour that cannot be read keeps the template's) and
 * images (read by the recipe), laid out once for both backends.
 */
export async function drawPoster(
  templateId: string,
  data: PosterData,
  images: Buffer[],
): Promise<PosterDrawing> {
  const layout = layoutOf(templateId);
  const { width, height } = layout;
  const roles = ['primary', 'secondary', 'accent'] as const;
  const notes: string[] = [];
  const colours = {} as Record<ColourRole, Rgb>;
  roles.forEach((role, i) => {
    const given = data.colors?.[i];
    const parsed = given ? parseColour(given) : null;
    if (given && !parsed)
      notes.push(`colour "${given}" not understood: ${role} kept ${layout.colours[role]}`);
    colours[role] = parsed ?? parseColour(layout.colours[role])!;
  });
  colours.text = textOn(colours.primary);
  const title = data.title?.trim() || 'Untitled';
  const items: PosterItem[] = [];
  for (const block of layout.blocks) {
    const box = boxOf(block.box, width, height);
    if (block.kind === 'image') {
      const image = images[block.index];
      const scene = image ? null : await titleScene(title, box, templateId);
      if (scene) notes.push(`picture panel: ${scene.method}`);
      // Without an image, the panel pictures what the title names (a night, a guitar, the sea);
      // when the title names nothing the scenes know, it stays a soft block of the accent colour.
      items.push(
        image
          ? { kind: 'image', box, png: await cover(image, box) }
          : scene
            ? { kind: 'image', box, png: scene.png }
            : { kind: 'rect', box, fill: hex(colours.accent), opacity: 0.22 },
      );
      continue;
    }
    if (block.kind !== 'text') {
      items.push({
        kind: block.kind,
        box,
        fill: hex(colours[block.fill]),
        opacity: block.opacity ?? 1,
      });
      continue;
    }
    const value =
      block.field === 'title'
        ? title
        : block.field === 'date'
          ? data.date && dateWords(data.date)
          : block.label;
    if (!value) continue;
    const fitted = fitText(block.font, value, box, block.size * height);
    items.push({
      kind: 'text',
      role: block.font,
      size: fitted.size,
      fill: hex(colours[block.colour]),
      lines: placeLines(fitted, box, block.align),
    });
  }
  const used = roles.map((r) => `${r} ${hex(colours[r])}`).join(', ');
  const method = `${layout.kind} layout: title${data.date ? ', date' : ''}${images.length ? `, ${images.length} image(s)` : ''}; colours ${used}${notes.length ? ` (${notes.join('; ')})` : ''}; text in ${FONT_NAMES.display} and ${FONT_NAMES.body} (@fontsource)`;
  return { width, height, background: hex(colours.primary), title, items, method };
}

/** The drawing as SVG: text as glyph outlines, images as embedded PNG (rasterised by sharp). */
export function posterSvg(drawing: PosterDrawing): string {
  const body = drawing.items.map((item) => {
    if (item.kind === 'image')
      return `<image x="${item.box.x}" y="${item.box.y}" width="${item.box.width}" height="${item.box.height}" href="data:image/png;base64,${item.png.toString('base64')}"/>`;
    if (item.kind === 'text')
      return item.lines
        .map((l) => svgLine(item.role, item.size, l.text, l.x, l.top, item.fill))
        .join('');
    const { x, y, width: w, height: h } = item.box;
    return item.kind === 'rect'
      ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${item.fill}" fill-opacity="${item.opacity}"/>`
      : `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${item.fill}" fill-opacity="${item.opacity}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}"><rect width="100%" height="100%" fill="${drawing.background}"/>${body.join('')}</svg>`;
}
