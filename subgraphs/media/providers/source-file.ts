import { guardedRequest, refusalOf } from '../../../lib/http/targets/guarded-agent';
import type { FileStorage } from '../../../lib/storage';
import { FILES_PATH } from '../../../lib/storage/storage';
import { ProviderError } from './chain';

const DATA_URI = /^data:([a-z]+\/[a-z0-9.+-]+);base64,(.+)$/i;

/**
 * The largest source read, by kind (docs/media-worker.md): images and audio recordings up to
 * 25 MiB, videos up to 500 MiB (they are cut, or only their audio track is sent on).
 */
export const SOURCE_BYTES = {
  image: 25 * 1024 * 1024,
  audio: 25 * 1024 * 1024,
  video: 500 * 1024 * 1024,
} as const;

export interface SourceOptions {
  /** The job field the URL came from, named in errors (`imageUrl`, `videoUrl`). */
  field: string;
  maxBytes: number;
  signal: AbortSignal;
  timeoutMs?: number;
}

/** The storage key of a platform URL (`/files/<key>`, with or without PUBLIC_BASE_URL in front), else null. */
export function platformPath(source: string): string | null {
  let path: string;
  try {
    path = new URL(source, 'http://platform.invalid').pathname;
  } catch {
    return null;
  }
  if (!path.startsWith(FILES_PATH)) return null;
  try {
    return decodeURIComponent(path.slice(FILES_PATH.length));
  } catch {
    return null;
  }
}

/**
 * The bytes of a job's source file: a base64 data URI, a file of this platform in the job's
 * tenant (keys are `<service>/<tenant>/...`; another tenant's file reads as missing), or an
 * http(s) URL downloaded under the address policy (lib/http/targets/guarded-agent.ts: never a
 * link-local or metadata address, no private one unless ALLOW_PRIVATE_TARGETS, judged on the
 * addresses the name resolves to now) within a size and time limit; redirects are not followed.
 * Failures are ProviderErrors whose message names the field and never the remote's answer.
 */
export async function readSource(
  storage: FileStorage,
  tenantId: string,
  source: unknown,
  options: SourceOptions,
): Promise<Buffer> {
  const { field, maxBytes } = options;
  if (typeof source !== 'string' || source === '') throw new ProviderError(`${field} is missing`);
  const tooBig = () => new ProviderError(`${field} is larger than ${maxBytes} bytes`);
  const inline = DATA_URI.exec(source);
  if (inline) {
    const data = Buffer.from(inline[2], 'base64');
    if (data.length > maxBytes) throw tooBig();
    return data;
  }
  const key = platformPath(source);
  if (key) {
    // Relative (`/files/...`) or under PUBLIC_BASE_URL: read from storage. An absolute URL whose
    // path only looks like ours and is not in storage is downloaded like any other.
    const file = key.split('/')[1] === tenantId ? await storage.get(key).catch(() => null) : null;
    if (file && file.data.length > maxBytes) throw tooBig();
    if (file) return file.data;
    if (source.startsWith('/'))
      throw new ProviderError(`${field} names no file of this platform that the job may read`);
  }
  if (!/^https?:\/\//i.test(source))
    throw new ProviderError(`${field} is neither a platform file nor an http(s) URL`);
  try {
    const signal = AbortSignal.any([
      options.signal,
      AbortSignal.timeout(options.timeoutMs ?? 60_000),
    ]);
    const res = await guardedRequest(source, { signal });
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw new ProviderError(`${field} answered HTTP ${res.statusCode}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooBig();
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    if (error instanceof ProviderError) throw error;
    const refused = refusalOf(error);
    if (refused)
      throw new ProviderError(`${field} is refused by the address policy: ${refused.message}`);
    throw new ProviderError(`${field} could not be downloaded`);
  }
}
