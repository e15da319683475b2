import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import { neutralise } from './csv';
import type { RowFormat } from './format';

const MARGIN = 30;
const FONT_SIZE = 7;
const ROW_HEIGHT = 11;

/** A cell as text: values as JSON would show them, empty for null. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(neutralise(value));
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * A paginated table by pdfkit: landscape A4, the title and the column names on every page, one
 * line per row with long cells cut at the column's width. pdfkit writes each page out as the next
 * one starts (no bufferPages), so memory stays flat however many pages.
 */
export function pdfFormat(stream: Writable, columns: string[], title: string): RowFormat {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: title, Creator: 'Lanes platform reports' },
  });
  // The file is committed (and ended) by the worker, not by pdfkit.
  doc.pipe(stream, { end: false });
  const width = doc.page.width - 2 * MARGIN;
  const columnWidth = width / columns.length;
  let y = 0;
  let page = 0;

  const newPage = () => {
    if (page > 0) doc.addPage();
    page += 1;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${title}  (page ${page})`, MARGIN, MARGIN, { width, lineBreak: false });
    y = MARGIN + 18;
    doc.fontSize(FONT_SIZE);
    columns.forEach((column, index) =>
      doc.text(column, MARGIN + index * columnWidth, y, {
        width: columnWidth - 4,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
      }),
    );
    y += ROW_HEIGHT;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + width, y - 2)
      .lineWidth(0.5)
      .stroke();
    doc.font('Helvetica');
  };

  const writeRow = (row: unknown[]) => {
    if (page === 0 || y + ROW_HEIGHT > doc.page.height - MARGIN) newPage();
    row.forEach((value, index) =>
      doc.text(cellText(value), MARGIN + index * columnWidth, y, {
        width: columnWidth - 4,
        height: ROW_HEIGHT,
        lineBreak: false,
        ellipsis: true,
      }),
    );
    y += ROW_HEIGHT;
  };

  return {
    async write(rows) {
      for (const row of rows) writeRow(row);
      // pdfkit pushes into the stream as it goes; waiting here lets the file catch up per page of rows.
      if (stream.writableNeedDrain) await new Promise((resolve) => stream.once('drain', resolve));
    },
    async end() {
      if (page === 0) newPage();
      doc.end();
      await finished(doc);
    },
  };
}
