import { request } from 'undici';
import type { FileStorage } from '../../../lib/storage';
import { EXTENSIONS, fileInfo, sniffContentType } from './file-info';
import {
  storeOutput,
  throwIfAborted,
  type GenerateOptions,
  type MediaOutput,
  type ProviderJob,
} from './provider';

/** Largest file accepted from a provider (100 MiB): a video of a minute at a high bitrate fits. */
const MAX_REMOTE_FILE_BYTES = 100 * 1024 * 1024;

export interface FetchOptions {
  signal: AbortSignal;
  maxBytes?: number;
  /** Headers sent to this origin only: a service may serve its files behind its key, which must reach no one else. */
  auth?: { origin: string; headers: Record<string, string> };
}

const DATA_URI = /^data:([\w.+-]+\/[\w.+-]+)?(;[^,]*)?,/;
const REDIRECTS = 3;

/** The bytes at an http(s) URL (following up to three redirects) or in a data URI, with the type declared for them. */
export async function fetchFile(
  url: string,
  options: FetchOptions,
): Promise<{ data: Buffer; declaredType: string | null }> {
  const max = options.maxBytes ?? MAX_REMOTE_FILE_BYTES;
  const data = DATA_URI.exec(url);
  if (data) {
    const payload = url.slice(data[0].length);
    const bytes = (data[2] ?? '').includes(';base64')
      ? Buffer.from(payload, 'base64')
      : Buffer.from(decodeURIComponent(payload), 'latin1');
    if (bytes.length === 0 || bytes.length > max)
      throw new Error('a data URI file is empty or too large');
    return { data: bytes, declaredType: data[1] ?? null };
  }
  let target = url;
  for (let hop = 0; hop <= REDIRECTS; hop++) {
    if (!/^https?:\/\//.test(target))
      throw new Error('a file URL is neither http(s) nor a data URI');
    const headers =
      options.auth && new URL(target).origin === options.auth.origin ? options.auth.headers : {};
    const res = await request(target, { method: 'GET', headers, signal: options.signal });
    if (
      [301, 302, 303, 307, 308].includes(res.statusCode) &&
      typeof res.headers.location === 'string'
    ) {
      await res.body.dump();
      target = new URL(res.headers.location, target).toString();
      continue;
    }
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new Error(`downloading a file answered HTTP ${res.statusCode}`);
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of res.body) {
      total += (chunk as Buffer).length;
      if (total > max) {
        res.body.destroy();
        throw new Error(`a file is larger than ${max} bytes`);
      }
      chunks.push(chunk as Buffer);
    }
    if (total === 0) throw new Error('a file is empty');
    const type = res.headers['content-type'];
    return { data: Buffer.concat(chunks), declaredType: typeof type === 'string' ? type : null };
  }
  throw new Error('a file URL redirects too often');
}

/**
 * The content type and extension a file is stored under: what its bytes show for binary formats
 * (services often say application/octet-stream), else what was declared, if the platform keeps
 * files of that type. Anything else is an error, so the chain falls back.
 */
export function classify(
  data: Buffer,
  declared: string | null,
): { contentType: string; extension: string } {
  const said = declared?.split(';')[0].trim().toLowerCase() ?? '';
  const contentType = sniffContentType(data) ?? said;
  const extension = EXTENSIONS[contentType];
  if (!extension)
    throw new Error(`the provider returned a file of unsupported type "${said || 'unknown'}"`);
  return { contentType: contentType === 'audio/x-wav' ? 'audio/wav' : contentType, extension };
}

/** One file a provider answered: where it is, and what the provider said of it. */
export interface AnsweredFile {
  url: string;
  contentType?: string;
}

/**
 * Downloads a provider's files and copies them into the platform's storage (so outputs outlive the
 * provider's expiring links), as outputs 1..n, with pixels and seconds read from the files.
 * Progress moves from `from` to 100 percent file by file.
 */
export async function storeAnsweredFiles(
  storage: FileStorage,
  job: ProviderJob,
  files: AnsweredFile[],
  options: FetchOptions & { onProgress: GenerateOptions['onProgress']; from: number },
): Promise<MediaOutput[]> {
  if (files.length === 0) throw new Error('the provider answered no file');
  const outputs: MediaOutput[] = [];
  for (const [i, file] of files.entries()) {
    throwIfAborted(options.signal);
    const { data, declaredType } = await fetchFile(file.url, options);
    const { contentType, extension } = classify(data, declaredType ?? file.contentType ?? null);
    const info = fileInfo(data, contentType);
    outputs.push(await storeOutput(storage, job, i + 1, { data, contentType, extension, ...info }));
    await options.onProgress(
      options.from + Math.round(((i + 1) / files.length) * (100 - options.from)),
    );
  }
  return outputs;
}
