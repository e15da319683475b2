import { systemClock } from '../lib/clock';
import { AppError } from '../lib/errors';
import type { HttpResult } from '../lib/http/io';
import type { FileStorage } from '../lib/storage';
import type { LinkCheck } from '../lib/storage/file-links';
import { FILES_PATH } from '../lib/storage/storage';

// Job outputs are also served under the media base path (docs/api/media.md, Paths).
const FILE_PREFIXES = [FILES_PATH, '/media/v1/files/'];

const REFUSALS: Record<Exclude<LinkCheck, 'valid'>, string> = {
  unsigned:
    'This file link is not signed: ask the API for the file again, its answer carries a signed link',
  invalid: 'This file link is not valid: its signature does not match the file and expiry',
  expired: 'This file link has expired: ask the API for the file again for a fresh link',
};

/**
 * Stored files by signed link (docs/api/README.md, "Files"): `?expires=&signature=` made by
 * lib/storage/file-links.ts for this key. The signature is checked before storage is asked, so a
 * refused link says nothing about whether the file exists: 403 FORBIDDEN whatever the file.
 * The headers stop a browser from running an uploaded file as a page.
 */
export async function serveFile(
  storage: FileStorage,
  path: string,
  search: string,
): Promise<HttpResult | undefined> {
  const prefix = FILE_PREFIXES.find((candidate) => path.startsWith(candidate));
  if (!prefix) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    throw new AppError('NOT_FOUND', 'File not found', 404);
  }
  const query = new URLSearchParams(search);
  const link = storage.links.check(key, query);
  if (link !== 'valid') throw new AppError('FORBIDDEN', REFUSALS[link], 403);
  // Streamed: report exports run to hundreds of megabytes.
  const file = await storage.open(key).catch(() => null);
  if (!file) throw new AppError('NOT_FOUND', 'File not found', 404);
  // A cache may keep the file only while the link works; a permanent link may be kept for good.
  const expires = query.get('expires');
  const maxAge =
    expires === null
      ? 31_536_000
      : Math.max(0, Number(expires) - Math.floor(systemClock.now().getTime() / 1000));
  return {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.size),
      'cache-control': `private, max-age=${maxAge}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
    body: file.stream,
  };
}
