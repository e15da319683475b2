import type { FileStorage } from '../../../lib/storage';

/** What a provider is given: the job as the worker claimed it. */
export interface ProviderJob {
  id: string;
  tenantId: string;
  /** One of the job types of subgraphs/media/jobs/job-types.ts, e.g. `image-generation`. */
  type: string;
  /** The operation's checked fields with defaults applied. */
  params: Record<string, unknown>;
  /** The provider the caller asked for (e.g. `dall-e`), or null. */
  provider: string | null;
  attempt: number;
}

/** One generated file, stored through FileStorage under `key` (links to it are signed when read). */
export interface MediaOutput {
  key: string;
  contentType: string;
  /** Pixels for pictures and posters; null for audio, text and models. */
  width: number | null;
  height: number | null;
  /** Seconds, for audio and video. */
  durationSeconds?: number;
  /** How the file was made where it matters to its reader (a colour key, a cut at a key frame, a synthesiser). */
  method?: string;
}

export interface GenerateOptions {
  /** Percent of this provider's work done, 0 to 100 (the worker maps it onto the job's progress). */
  onProgress: (percent: number) => void | Promise<void>;
  /** Aborted when the job is cancelled, times out or the worker stops. */
  signal: AbortSignal;
}

export interface MediaProvider {
  /** What the job records as its provider: an adapter (`local`) or a configured provider name (`dall-e`). */
  readonly name: string;
  /** The adapter a configured provider name runs on (`replicate`, `fal`, `openai`, `http`); absent for adapters themselves. */
  readonly adapter?: string;
  supports(jobType: string): boolean;
  generate(job: ProviderJob, options: GenerateOptions): Promise<MediaOutput[]>;
}

/** Storage keys of a job's outputs: `media/<tenantId>/<jobId>/<n>.<ext>`, n from 1. */
function outputKey(job: ProviderJob, n: number, extension: string): string {
  return `media/${job.tenantId}/${job.id}/${n}.${extension}`;
}

/** Stores one file of a job and describes it as an output. */
export async function storeOutput(
  storage: FileStorage,
  job: ProviderJob,
  n: number,
  file: {
    data: Buffer;
    contentType: string;
    extension: string;
    width?: number | null;
    height?: number | null;
    durationSeconds?: number;
    method?: string;
  },
): Promise<MediaOutput> {
  const key = outputKey(job, n, file.extension);
  await storage.put(key, file.data, file.contentType);
  const output: MediaOutput = {
    key,
    contentType: file.contentType,
    width: file.width ?? null,
    height: file.height ?? null,
  };
  if (file.durationSeconds !== undefined) output.durationSeconds = file.durationSeconds;
  if (file.method !== undefined) output.method = file.method;
  return output;
}

/** Throws the signal's reason when it has been aborted, so long loops stop between steps. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted');
}
