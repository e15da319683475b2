import { AppError, ValidationError } from '../../../lib/errors';
import { guardedRequest, refusalOf } from '../../../lib/http/targets/guarded-agent';
import type { FileStorage } from '../../../lib/storage';
import { fileKeyOf } from '../../../lib/storage/file-references';
import { FILES_PATH } from '../../../lib/storage/storage';

/** Recordings longer than this are refused before transcription (25 MiB, OpenAI's own upload limit). */
const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

function tooBig(): ValidationError {
  return ValidationError.field('audioUrl', `the recording is larger than ${MAX_AUDIO_BYTES} bytes`);
}

/** A platform file (`/files/<key>` or a URL ending in it) of the caller's tenant, else null. */
export function platformKey(audioUrl: string, tenantId: string): string | null {
  const path = audioUrl.startsWith('/') ? audioUrl : audioUrl.replace(/^https?:\/\/[^/]+/, '');
  if (!path.startsWith(FILES_PATH)) return null;
  // A signed link's query (expires, signature) is not part of the key.
  const key = fileKeyOf(path);
  if (!key) return null;
  // Keys start with the service and the tenant (`media/<tenant>/...`): another tenant's is never read.
  return key.split('/')[1] === tenantId ? key : null;
}

/**
 * The recording's bytes: a file of this platform from storage, or an https URL fetched under the
 * address policy (checked at creation by voice-input.ts, and here again on the addresses the name
 * resolves to now: lib/http/targets/guarded-agent.ts), with a size limit and the studio's timeout.
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
  try {
    const res = await guardedRequest(audioUrl, { signal: AbortSignal.timeout(timeoutMs) });
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
    const refused = refusalOf(error);
    if (refused)
      throw ValidationError.field(
        'audioUrl',
        `is refused by the address policy: ${refused.message}`,
      );
    throw ValidationError.field('audioUrl', 'could not be downloaded');
  }
}
