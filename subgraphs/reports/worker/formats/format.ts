import type { Writable } from 'node:stream';

/** A file format the worker writes rows into, page by page; `end` finishes the file. */
export interface RowFormat {
  /** Writes a page of rows (arrays in column order) and waits while the file catches up. */
  write(rows: unknown[][]): Promise<void>;
  end(): Promise<void>;
}

/** Writes a chunk, waiting for `drain` when the stream's buffer is full: memory stays bounded. */
export async function writeChunk(stream: Writable, chunk: string | Buffer): Promise<void> {
  if (stream.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      stream.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      stream.off('drain', onDrain);
      reject(error);
    };
    stream.once('drain', onDrain);
    stream.once('error', onError);
  });
}
