import type { Writable } from 'node:stream';
import { writeChunk, type RowFormat } from './format';

/** A JSON array of objects keyed by column name, written page by page (never held whole). */
export function jsonFormat(stream: Writable, columns: string[]): RowFormat {
  let first = true;
  return {
    async write(rows) {
      if (rows.length === 0) return;
      const parts = rows.map((row) =>
        JSON.stringify(
          Object.fromEntries(columns.map((column, index) => [column, row[index] ?? null])),
        ),
      );
      await writeChunk(stream, `${first ? '[\n' : ',\n'}${parts.join(',\n')}`);
      first = false;
    },
    async end() {
      await writeChunk(stream, first ? '[]\n' : '\n]\n');
    },
  };
}
