import sharp from 'sharp';
import { targetProblem } from '../../../lib/http/targets/target-policy';
import type { FileStorage } from '../../../lib/storage';
import { decodeWav } from './encoders/wav';
import { isMp3 } from './encoders/mp3-decode';
import { videoFacts } from './encoders/mp4-remux';
import { platformPath, SOURCE_BYTES } from './source-file';

/** What a job's source file must be: a picture, a video (with sound for subtitles), a recording, or a picture or a video. */
export type SourceKind = 'image' | 'video' | 'spoken-video' | 'audio' | 'image-or-video';

const DATA_URI = /^data:[a-z]+\/[a-z0-9.+-]+;base64,(.+)$/i;

const LIMIT: Record<SourceKind, number> = {
  image: SOURCE_BYTES.image,
  audio: SOURCE_BYTES.audio,
  video: SOURCE_BYTES.video,
  'spoken-video': SOURCE_BYTES.video,
  'image-or-video': SOURCE_BYTES.video,
};

/** Whether libvips reads a picture from the bytes: its header only (sharp's metadata decodes no pixel). */
async function isImage(data: Buffer): Promise<boolean> {
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  return !!meta?.width && !!meta.height;
}

/** The problem of a file that is there, by what it must be; null when it decodes as that. */
async function contentProblem(data: Buffer, kind: SourceKind): Promise<string | null> {
  if (kind === 'image') return (await isImage(data)) ? null : 'is not an image';
  if (kind === 'audio')
    return decodeWav(data) || isMp3(data) ? null : 'is not a recording (WAV or MP3)';
  // The containers' indexes only (mediabunny): no frame is decoded.
  const facts = await videoFacts(data).catch(() => null);
  if (kind === 'image-or-video')
    return facts || (await isImage(data)) ? null : 'is neither an image nor a video';
  if (!facts) return 'is not a video';
  return kind === 'spoken-video' && !facts.hasAudio ? 'has no audio track' : null;
}

/**
 * Whether a job's source (already a well-formed URL, /files/ path or data URI: jobs/input-fields.ts)
 * is there and decodes as `kind`, checked at creation so that no job is charged for a source it
 * cannot read: a data URI is decoded; a platform file must be the tenant's (keys are
 * `<service>/<tenant>/...`, as the worker reads them: source-file.ts) and within the size the
 * worker reads. Any other http(s) URL must have a host the address policy allows
 * (lib/http/targets/target-policy.ts: no private address in any spelling in production, no
 * link-local or metadata address ever); its content is left to the worker (or the remote provider
 * it is handed to): fetching the web from a request would make creation as slow as the remote
 * host. Answers the problem, or null.
 */
export async function sourceProblem(
  storage: FileStorage,
  tenantId: string,
  source: string,
  kind: SourceKind,
): Promise<string | null> {
  const inline = DATA_URI.exec(source);
  if (inline) return contentProblem(Buffer.from(inline[1], 'base64'), kind);
  const key = platformPath(source);
  const file =
    key && key.split('/')[1] === tenantId ? await storage.open(key).catch(() => null) : null;
  // A platform file is read from storage whatever host the URL names; anything else is fetched.
  if (!file) return source.startsWith('/') ? 'file not found' : targetProblem(source);
  if (file.size > LIMIT[kind]) {
    file.stream.destroy();
    return `is larger than the ${LIMIT[kind]} bytes a job reads`;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return contentProblem(Buffer.concat(chunks), kind);
}
