import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { writeChunk, type RowFormat } from './format';

// A spreadsheet reads a cell starting with these as a formula (docs/reports.md, "The worker").
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet would run as a formula gets a leading apostrophe, which spreadsheets
 * show as text. Numbers from the dataset are typed numbers and stay as they are (-5 is a number,
 * "-5" text would be neutralised).
 */
export function neutralise(value: unknown): unknown {
  if (typeof value === 'string' && FORMULA_START.test(value)) return `'${value}`;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * RFC 4180 CSV by csv-stringify: a header row of the column names, CRLF line ends, fields quoted
 * when they hold a comma, quote or line break. Each page is stringified at once and written.
 */
export function csvFormat(stream: Writable, columns: string[]): RowFormat {
  const options = {
    record_delimiter: 'windows' as const,
    cast: { boolean: (value: boolean) => String(value) },
  };
  let header = false;
  return {
    async write(rows) {
      const chunk = stringify(
        rows.map((row) => row.map(neutralise)),
        { ...options, header: !header, columns: header ? undefined : columns },
      );
      header = true;
      await writeChunk(stream, chunk);
    },
    async end() {
      if (!header) await writeChunk(stream, stringify([], { ...options, header: true, columns }));
    },
  };
}
