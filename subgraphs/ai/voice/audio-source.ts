import { request } from 'undici';
import { AppError, ValidationError } from '../../../lib/errors';
import { allowPrivateTargetsFromEnv } from '../../../lib/http/private-addresses';
import {
  PrivateTargetError,
  publicOnlyAgent,
  refusePrivateLiteral,
} from '../../../lib/http/public-only';
import type { FileStorage } from '../../../lib/storage';
import { fileKeyOf } from '../../../lib/storage/file-references';
import { FILES_PATH } from '../../../lib/storage/storage';

/** Recordings longer than this are refused before transcription (25 MiB, OpenAI's own upload limit). */
const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

function tooBig(): ValidationError {
  return ValidationError.field('audioUrl', `the recording is larger than ${MAX_AUDIO_BYTES} bytes`);
}

/** A platform file (`/files/<key>` or a URL ending in it) of the caller's tenant, else null. */
function platformKey(audioUrl: string, tenantId: string): string | null {
  const path = audioUrl.startsWith('/') ? audioUrl : audioUrl.replace(/^https?:\/\/[^/]+/, '');
  if (!path.startsWith(FILES_PATH)) return null;
  // A signed link's query (expires, signature) is not part of the key.
  const key = fileKeyOf(path);
  if (!key) return null;
  // Keys start with the service and the tenant (`media/<tenant>/...`): another tenant's is never read.
  return key.split('/')[1] === tenantId ? key : null;
}

/**
 * The recording's bytes: a file of this platform from storage, or an https URL fetched through
 * the public-only connection pool (no loopback, private or metadata addresses, whatever the DNS
 * says: lib/http/public-only.ts), with a size limit and the studio's timeout.
 */
export async function readRecording(
  storage: FileStorage,
  tenantId: string,
  audioUrl: string,
  timeoutMs: number,
): Promise<Buffer> {
  const key = platformKey(audioUrl, tenantId);
  if (audioUrl.startsWith('/') || key) {
    const file = key ? await storage.get(key) : null;
    if (!file)
      throw ValidationError.field('audioUrl', 'names no file of this platform that you may read');
    if (file.data.length > MAX_AUDIO_BYTES) throw tooBig();
    return file.data;
  }
  const privateAllowed = allowPrivateTargetsFromEnv('AI_ALLOW_PRIVATE_AUDIO_URLS');
  try {
    if (!privateAllowed) refusePrivateLiteral(audioUrl);
    const res = await request(audioUrl, {
      dispatcher: privateAllowed ? undefined : publicOnlyAgent,
      signal: AbortSignal.timeout(timeoutMs),
      maxRedirections: 0,
    } as never);
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw ValidationError.field('audioUrl', `answered ${res.statusCode}, not the recording`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > MAX_AUDIO_BYTES) throw tooBig();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PrivateTargetError)
      throw ValidationError.field('audioUrl', 'must not point into a private network');
    throw ValidationError.field('audioUrl', 'could not be downloaded');
  }
}
