import type { IncomingMessage } from 'node:http';
import { AppError } from '../lib/errors';
import type { HttpResult } from '../lib/http/io';
import { readBody, readBodyBytes } from '../lib/http/io';
import type { FileStorage } from '../lib/storage';
import { FILES_PATH } from '../lib/storage/storage';
import type { RestRoute } from './rest/route';
import { parseMultipart } from './rest/multipart';

// Job outputs are also served under the media base path (docs/api/media.md, Paths).
const FILE_PREFIXES = [FILES_PATH, '/media/v1/files/'];

/**
 * Stored files by key. Keys hold a random id, so a URL is its own permission, like a CDN link;
 * the headers stop a browser from running an uploaded file as a page.
 */
export async function serveFile(storage: FileStorage, path: string): Promise<HttpResult | undefined> {
  const prefix = FILE_PREFIXES.find((candidate) => path.startsWith(candidate));
  if (!prefix) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    throw new AppError('NOT_FOUND', 'File not found', 404);
  }
  // Streamed: report exports run to hundreds of megabytes.
  const file = await storage.open(key).catch(() => null);
  if (!file) throw new AppError('NOT_FOUND', 'File not found', 404);
  return {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
    body: file.stream,
  };
}

/** A REST body as JSON text; a multipart upload is turned into the same JSON shape first. */
export async function restBody(req: IncomingMessage, route: RestRoute): Promise<string> {
  const contentType = String(req.headers['content-type'] ?? '');
  if (!route.upload || !contentType.startsWith('multipart/form-data')) return readBody(req, route.maxBodyBytes);
  const bytes = await readBodyBytes(req, route.upload.maxBytes * 5 + 64 * 1024);
  return JSON.stringify(await parseMultipart(bytes, contentType, route.upload.maxBytes));
}
