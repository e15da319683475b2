import type { FileStorage } from '../../../lib/storage';
import { FILES_PATH } from '../../../lib/storage/storage';
import { pngSize } from './encoders/png';

const DATA_URI = /^data:image\/png;base64,(.+)$/;

/**
 * The pixel size of a job's source image when the worker can read it without the network: a PNG
 * stored on the platform (`/files/<key>`, with or without PUBLIC_BASE_URL in front) or a PNG data
 * URI. Anything else (a remote URL, a JPEG) gives null and the recipe uses its default size.
 */
export async function sourceImageSize(storage: FileStorage, source: unknown): Promise<{ width: number; height: number } | null> {
  if (typeof source !== 'string') return null;
  const inline = DATA_URI.exec(source);
  if (inline) return pngSize(Buffer.from(inline[1], 'base64'));
  let path = source;
  try {
    path = new URL(source, 'http://platform.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(FILES_PATH)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(FILES_PATH.length));
  } catch {
    return null;
  }
  const file = await storage.get(key).catch(() => null);
  return file ? pngSize(file.data) : null;
}
