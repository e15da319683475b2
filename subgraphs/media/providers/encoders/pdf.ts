import PDFDocument from 'pdfkit';
import { baselineOffset, fontFile } from '../scene/fonts';
import type { PosterDrawing } from '../scene/poster';

/** PDF points per drawing pixel: a 1200 x 1600 poster is a 600 x 800 pt page. */
const SCALE = 0.5;

/**
 * The poster's drawing (scene/poster.ts) as a one-page PDF through pdfkit: the same boxes,
 * colours and line breaks as the PNG, the text set in the same font files (embedded), so it is a
 * real, selectable text layer.
 */
export function encodePosterPdf(drawing: PosterDrawing): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [drawing.width * SCALE, drawing.height * SCALE],
    margin: 0,
    info: { Title: drawing.title, Creator: 'media local provider' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.scale(SCALE);
  doc.rect(0, 0, drawing.width, drawing.height).fill(drawing.background);
  for (const item of drawing.items) {
    if (item.kind === 'image') {
      const { x, y, width, height } = item.box;
      doc.image(item.png, x, y, { width, height });
    } else if (item.kind === 'text') {
      doc.font(fontFile(item.role)).fontSize(item.size).fillColor(item.fill).fillOpacity(1);
      const baseline = baselineOffset(item.role, item.size);
      for (const line of item.lines)
        doc.text(line.text, line.x, line.top + baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
        });
    } else {
      const { x, y, width, height } = item.box;
      const shape =
        item.kind === 'rect'
          ? doc.rect(x, y, width, height)
          : doc.ellipse(x + width / 2, y + height / 2, width / 2, height / 2);
      shape.fillOpacity(item.opacity).fill(item.fill);
    }
  }
  doc.end();
  return done;
}
