import { FILES_PATH, type FileStorage } from './storage';

/**
 * The key of a platform file link: `/files/<key>`, relative or under PUBLIC_BASE_URL, bare or
 * signed (the link's query is not part of the key); null for anything else.
 */
export function fileKeyOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, 'http://platform.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(FILES_PATH) || path.length === FILES_PATH.length) return null;
  try {
    return decodeURIComponent(path.slice(FILES_PATH.length));
  } catch {
    return null;
  }
}

/**
 * What an input that names a file keeps: a gateway-relative platform link without its
 * `expires` and `signature`, since the link expires and the row does not; any other URL as given.
 */
export function fileReference(url: string): string {
  if (!url.startsWith(FILES_PATH)) return url;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * A download link for a file a row names: its key signed now; a row written before links were
 * signed holds `/files/<key>` (or PUBLIC_BASE_URL in front) and is signed by that key; any other
 * URL (a provider's, a caller's) is answered as stored.
 */
export async function downloadLink(
  storage: FileStorage,
  file: { key?: string | null; url?: string | null },
): Promise<string> {
  if (file.key) return storage.url(file.key);
  const url = file.url ?? '';
  const ours =
    url.startsWith(FILES_PATH) ||
    (storage.links.baseUrl !== '' && url.startsWith(`${storage.links.baseUrl}${FILES_PATH}`));
  const key = ours ? fileKeyOf(url) : null;
  return key ? storage.url(key) : url;
}
