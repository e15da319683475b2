import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { neutralise } from './csv';
import type { RowFormat } from './format';
import { CELL_PADDING, layoutColumns, type TableLayout } from './pdf-columns';

const MARGIN = 30;
const FONT_SIZE = 7;
const TITLE_SIZE = 10;
/** Space above and below a cell's text. */
const ROW_PADDING = 2;
// A4 in points: the table's usable width either way round.
const A4 = { short: 595.28, long: 841.89 };

/** A cell as text: values as JSON would show them, empty for null; never shortened. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(neutralise(value));
}

/**
 * A paginated table by pdfkit. Nothing is cut: columns are sized to their content (measured on
 * the first page of rows the worker writes: pdf-columns.ts), a value wider than its column wraps
 * (at spaces, or inside a long token such as a uuid), a row is as tall as its tallest cell, and
 * the title and the column names open every page. The page is landscape when the columns do not
 * fit a portrait one. pdfkit writes each page out as the next one starts (no bufferPages), so
 * memory stays flat however many pages.
 */
export function pdfFormat(stream: Writable, columns: string[], title: string): RowFormat {
  let doc: PDFKit.PDFDocument | undefined;
  let layout: TableLayout;
  let y = 0;
  let page = 0;

  const measure = (text: string, bold: boolean): number =>
    doc!
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(FONT_SIZE)
      .widthOfString(text);

  const open = (sample: string[][]) => {
    doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      autoFirstPage: false,
      info: { Title: title, Creator: 'Lanes platform reports' },
    });
    // The file is committed (and ended) by the worker, not by pdfkit.
    doc.pipe(stream, { end: false });
    layout = layoutColumns(columns, sample, measure, {
      portrait: A4.short - 2 * MARGIN,
      landscape: A4.long - 2 * MARGIN,
    });
  };

  /** The height of a row of these texts: its tallest cell, wrapped in its column. */
  const rowHeight = (texts: string[], bold: boolean): number => {
    let tallest = 0;
    texts.forEach((text, index) => {
      doc!.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
      const width = layout.widths[index] - 2 * CELL_PADDING;
      tallest = Math.max(tallest, text ? doc!.heightOfString(text, { width }) : 0);
    });
    return Math.max(tallest, FONT_SIZE) + 2 * ROW_PADDING;
  };

  const drawRow = (texts: string[], bold: boolean, height: number) => {
    const d = doc!.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = MARGIN;
    texts.forEach((text, index) => {
      const width = layout.widths[index];
      if (text)
        d.text(text, x + CELL_PADDING, y + ROW_PADDING, { width: width - 2 * CELL_PADDING });
      x += width;
    });
    y += height;
    d.moveTo(MARGIN, y)
      .lineTo(x, y)
      .lineWidth(bold ? 0.6 : 0.2)
      .strokeColor(bold ? '#000000' : '#bbbbbb')
      .stroke();
  };

  const bottom = () => doc!.page.height - MARGIN;

  const newPage = () => {
    const d = doc!;
    d.addPage({ size: 'A4', layout: layout.landscape ? 'landscape' : 'portrait', margin: MARGIN });
    page += 1;
    const width = d.page.width - 2 * MARGIN;
    d.font('Helvetica-Bold')
      .fontSize(TITLE_SIZE)
      .text(`${title}  (page ${page})`, MARGIN, MARGIN, { width });
    y = d.y + 6;
    drawRow(columns, true, rowHeight(columns, true));
  };

  const writeRow = (texts: string[]) => {
    const height = rowHeight(texts, false);
    // A row that does not fit goes whole to the next page (one taller than a page flows on).
    if (page === 0 || y + height > bottom()) newPage();
    drawRow(texts, false, height);
  };

  return {
    async write(rows) {
      const texts = rows.map((row) => columns.map((_column, index) => cellText(row[index])));
      if (!doc) open(texts);
      for (const row of texts) writeRow(row);
      // pdfkit pushes into the stream as it goes; waiting here lets the file catch up per page of rows.
      if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
    },
    async end() {
      if (!doc) open([]);
      if (page === 0) newPage();
      doc!.end();
      await finished(doc!);
    },
  };
}
