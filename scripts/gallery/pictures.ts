import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import type { Decoded } from './decode';

const SIDE = 640;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A line cut at spaces into lines of at most `width` characters (a longer word is cut). */
function wrap(line: string, width = 62): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    if (current && current.length + 1 + word.length > width) {
      out.push(current);
      current = '';
    }
    current = current ? `${current} ${word}` : word;
    while (current.length > width) {
      out.push(current.slice(0, width));
      current = current.slice(width);
    }
  }
  return [...out, current];
}

/** A card of text lines (facts of a file no picture shows, or the first lines of a text file). */
export function card(title: string, lines: string[]): Promise<Buffer> {
  const shown = lines.flatMap((line) => wrap(line)).slice(0, 22);
  const height = 64 + shown.length * 22;
  const rows = shown
    .map((line, i) => `<text x="20" y="${76 + i * 22}">${escape(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIDE}" height="${height}">
<rect width="100%" height="100%" fill="#f4f1ea"/><rect width="100%" height="44" fill="#233044"/>
<text x="20" y="29" font-family="DejaVu Sans" font-size="19" font-weight="bold" fill="#ffffff">${escape(title)}</text>
<g font-family="DejaVu Sans Mono" font-size="14" fill="#222222" xml:space="preserve">${rows}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The decoded samples as a waveform: the lowest and highest sample of each column. */
function waveform(samples: Float32Array, heading: string[]): Promise<Buffer> {
  const [width, height, mid] = [SIDE, 220, 130];
  const step = Math.max(1, Math.floor(samples.length / width));
  const bars: string[] = [];
  for (let x = 0; x < width; x++) {
    let [low, high] = [0, 0];
    for (let i = x * step; i < Math.min(samples.length, (x + 1) * step); i++) {
      low = Math.min(low, samples[i]);
      high = Math.max(high, samples[i]);
    }
    bars.push(`M${x + 0.5} ${mid - high * 80}V${mid - low * 80 + 0.5}`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#101820"/><line x1="0" y1="${mid}" x2="${width}" y2="${mid}" stroke="#3a4a5a"/>
<path d="${bars.join('')}" stroke="#f2b632" stroke-width="1"/>
<g font-family="DejaVu Sans" font-size="15" fill="#ffffff">${heading.map((line, i) => `<text x="14" y="${24 + i * 20}">${escape(line)}</text>`).join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The first page of a PDF, rasterised by pdf.js (pdf-parse). */
async function firstPage(data: Buffer): Promise<Buffer> {
  const parser = new PDFParse({ data });
  try {
    const shot = await parser.getScreenshot({ scale: 1, first: 1 });
    return Buffer.from(shot.pages[0].data);
  } finally {
    await parser.destroy();
  }
}

/** A transparent picture over a chequerboard, so what was removed shows. */
async function overChecks(data: Buffer): Promise<Buffer> {
  const { width = SIDE, height = SIDE } = await sharp(data).metadata();
  const checks = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><pattern id="c" width="32" height="32" patternUnits="userSpaceOnUse"><rect width="32" height="32" fill="#ffffff"/>
<rect width="16" height="16" fill="#cccccc"/><rect x="16" y="16" width="16" height="16" fill="#cccccc"/></pattern></defs>
<rect width="100%" height="100%" fill="url(#c)"/></svg>`;
  return sharp(Buffer.from(checks))
    .composite([{ input: data }])
    .png()
    .toBuffer();
}

/** A picture of one decoded output; `card` when it is only its facts or text, not a view of it. */
export async function pictureOf(
  data: Buffer,
  decoded: Decoded,
  title: string,
  method: string,
): Promise<{ png: Buffer; card: boolean }> {
  const view = await viewOf(data, decoded, title);
  if (view) return { png: view, card: false };
  const lines = decoded.lines ?? [...facts(decoded), ...(method ? [`method: ${method}`] : [])];
  return { png: await card(`${title} (${decoded.format})`, lines), card: true };
}

function facts(decoded: Decoded): string[] {
  return [
    `${decoded.format}, ${decoded.bytes} bytes`,
    ...(decoded.width ? [`${decoded.width} x ${decoded.height}`] : []),
    ...(decoded.seconds !== undefined ? [`${decoded.seconds.toFixed(2)} s`] : []),
    ...decoded.notes,
  ];
}

/** The output itself: a picture, a PDF's first page, a waveform; null when only a card can show it. */
async function viewOf(data: Buffer, decoded: Decoded, title: string): Promise<Buffer | null> {
  if (decoded.format === 'pdf') return firstPage(data);
  if (decoded.samples) {
    const lines = facts(decoded);
    return waveform(decoded.samples, [
      `${title}: ${lines.slice(0, 2).join(', ')}`,
      lines.slice(2).join(', '),
    ]);
  }
  if (['png', 'jpeg', 'webp'].includes(decoded.format))
    return decoded.notes.includes('alpha channel') ? overChecks(data) : data;
  return null;
}

/** Pictures in a row or a column on white, whichever shrinks them less, then fitted into SIDE x SIDE as a palette PNG. */
export async function galleryPng(pictures: Buffer[]): Promise<Buffer> {
  const fitted = await Promise.all(
    pictures.map((p) =>
      sharp(p)
        .resize(SIDE, SIDE, { fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer({ resolveWithObject: true }),
    ),
  );
  const gap = 12;
  // The layout that shrinks the pictures least when fitted.
  const sum = (side: 'width' | 'height') =>
    fitted.reduce((total, f) => total + f.info[side], 0) + gap * (fitted.length - 1);
  const most = (side: 'width' | 'height') => Math.max(...fitted.map((f) => f.info[side]));
  const column = Math.max(most('width'), sum('height')) < Math.max(sum('width'), most('height'));
  const along = (f: (typeof fitted)[number]) => (column ? f.info.height : f.info.width);
  const across = (f: (typeof fitted)[number]) => (column ? f.info.width : f.info.height);
  const length = fitted.reduce((sum, f) => sum + along(f), 0) + gap * (fitted.length - 1);
  const breadth = Math.max(...fitted.map(across));
  let at = 0;
  const [width, height] = column ? [breadth, length] : [length, breadth];
  const row = sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).composite(
    fitted.map((f) => {
      const tile = { input: f.data, left: column ? 0 : at, top: column ? at : 0 };
      at += along(f) + gap;
      return tile;
    }),
  );
  return sharp(await row.png().toBuffer())
    .resize(SIDE, SIDE, { fit: 'inside', withoutEnlargement: true })
    .png({ palette: true, effort: 10 })
    .toBuffer();
}
