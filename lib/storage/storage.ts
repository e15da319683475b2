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
}

/** The path prefix under which the gateway serves stored files. */
export const FILES_PATH = '/files/';

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/i;

/** Keys are relative paths of safe segments: no `..`, no absolute paths, no empty segments. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.length > 300) throw ValidationError.field('key', 'is not a valid file key');
  return key;
}
