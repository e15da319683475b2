import type { Readable, Writable } from 'node:stream';
import { ValidationError } from '../errors';

export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Where uploaded and generated files live. Keys are paths like
 * `marketplace/<tenant>/<uuid>.png`; `url` is where the gateway serves a key back.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  url(key: string): string;
  /** A file written piece by piece (a report export): nothing is visible at `key` until `commit`. */
  createWriter(key: string, contentType: string): FileWriter;
  /** A stored file as a stream, for files too big to hold in memory; null when there is none. */
  open(key: string): Promise<{ stream: Readable; contentType: string; size: number } | null>;
}

/** A file being written: `stream` takes the bytes, `commit` makes them the file, `abort` drops them. */
export interface FileWriter {
  stream: Writable;
  /** Waits for every byte to be written, then puts the file in place; answers its size. */
  commit(): Promise<StoredFile>;
  abort(): Promise<void>;
}

/** The path prefix under which the gateway serves stored files. */
export const FILES_PATH = '/files/';

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/i;

/** Keys are relative paths of safe segments: no `..`, no absolute paths, no empty segments. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.length > 300) throw ValidationError.field('key', 'is not a valid file key');
  return key;
}
