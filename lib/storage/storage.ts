import type { Readable, Writable } from 'node:stream';
import { ValidationError } from '../errors';
import type { FileLinks } from './file-links';
import { isTemporaryName } from './temporary-files';

export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
}

/**
 * Where uploaded and generated files live. Keys are paths like
 * `marketplace/<tenant>/<uuid>.png`. The database stores keys, never links: links expire, so
 * `url` is asked for each time a file is shown (docs/api/README.md, "Files").
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  /**
   * A short-lived download link (FILE_URL_TTL_SECONDS): a signed gateway link on local disk, a
   * presigned GetObject URL on S3.
   */
  url(key: string): Promise<string>;
  /** A gateway link that never expires, only for files meant to be public for good (minted tokens). */
  permanentUrl(key: string): string;
  /** Signs and checks gateway links (`/files/<key>?expires=&signature=`); the gateway checks with it. */
  readonly links: FileLinks;
  /** A file written piece by piece (a report export): nothing is visible at `key` until `commit`. */
  createWriter(key: string, contentType: string): FileWriter;
  /** A stored file as a stream, for files too big to hold in memory; null when there is none. */
  open(key: string): Promise<{ stream: Readable; contentType: string; size: number } | null>;
  /**
   * Background work the driver needs while a process uses it, started and stopped with the
   * process (local disk: sweeping the temporary files of interrupted writes); absent when none.
   */
  upkeep?(): StorageUpkeep;
}

export interface StorageUpkeep {
  start(): void;
  /** Stops and waits for the round in flight. */
  stop(): Promise<void>;
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

/**
 * Keys are relative paths of safe segments: no `..`, no absolute paths, no empty segments, and
 * never a name the local-disk driver writes temporary files under (which it sweeps).
 */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.length > 300 || isTemporaryName(key))
    throw ValidationError.field('key', 'is not a valid file key');
  return key;
}
