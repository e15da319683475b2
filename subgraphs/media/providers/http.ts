import { request } from 'undici';
import type { FileStorage } from '../../../lib/storage';
import { EXTENSIONS } from './file-info';
import { fetchFile } from './remote-files';
import {
  storeOutput,
  throwIfAborted,
  type GenerateOptions,
  type MediaOutput,
  type MediaProvider,
  type ProviderJob,
} from './provider';

export interface HttpProviderOptions {
  /** Where jobs are POSTed (MEDIA_HTTP_PROVIDER_URL). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` (MEDIA_HTTP_PROVIDER_TOKEN). */
  token?: string;
  /** The provider's name in logs and in a job's `provider` field (MEDIA_HTTP_PROVIDER_NAME, default `http`). */
  name?: string;
  /** Set when the service serves a provider name of MEDIA_PROVIDER_MAP (then `name` is that name). */
  adapter?: 'http';
  /** Job types it takes (MEDIA_HTTP_PROVIDER_TYPES, comma-separated); all when absent. */
  types?: string[];
  /** Per request (MEDIA_HTTP_PROVIDER_TIMEOUT_MS, default 120000). */
  timeoutMs?: number;
  /** Largest file accepted, in bytes (default 100 MiB). */
  maxFileBytes?: number;
}

/** One file in the service's answer: inline (base64 `data`) or at a URL the worker downloads. */
interface AnsweredFile {
  contentType?: unknown;
  data?: unknown;
  url?: unknown;
  width?: unknown;
  height?: unknown;
  durationSeconds?: unknown;
}

const size = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * An external generation service over HTTP. The worker POSTs `{ jobId, tenantId, type, params,
 * provider, attempt }` as JSON (with `Idempotency-Key: <jobId>:<attempt>`, so a worker that
 * retries after a crash does not pay twice) and expects 200 with `{ outputs: [{ contentType,
 * data | url, width?, height?, durationSeconds? }] }`. Every file is copied into the platform's
 * storage, so `outputs[].url` keeps working when the service's links expire. Any other status,
 * a body of another shape or a timeout is a failure, and the chain falls back.
 */
export class HttpProvider implements MediaProvider {
  readonly name: string;
  readonly adapter?: 'http';

  constructor(
    private readonly storage: FileStorage,
    private readonly options: HttpProviderOptions,
  ) {
    this.name = options.name ?? 'http';
    this.adapter = options.adapter;
  }

  supports(jobType: string): boolean {
    return !this.options.types || this.options.types.includes(jobType);
  }

  async generate(
    job: ProviderJob,
    { onProgress, signal }: GenerateOptions,
  ): Promise<MediaOutput[]> {
    const limit = AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs ?? 120_000)]);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': `${job.id}:${job.attempt}`,
    };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const res = await request(this.options.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        jobId: job.id,
        tenantId: job.tenantId,
        type: job.type,
        params: job.params,
        provider: job.provider,
        attempt: job.attempt,
      }),
      signal: limit,
    });
    const text = await res.body.text();
    if (res.statusCode !== 200) throw new Error(`${this.name} answered HTTP ${res.statusCode}`);
    let files: AnsweredFile[];
    try {
      const body = JSON.parse(text) as { outputs?: unknown };
      if (!Array.isArray(body.outputs) || body.outputs.length === 0) throw new Error('no outputs');
      files = body.outputs as AnsweredFile[];
    } catch (error) {
      throw new Error(
        `${this.name} answered a body that is not { outputs: [...] } (${(error as Error).message})`,
      );
    }
    await onProgress(50);
    const outputs: MediaOutput[] = [];
    for (const [i, file] of files.entries()) {
      throwIfAborted(signal);
      const contentType =
        typeof file.contentType === 'string'
          ? file.contentType.split(';')[0].trim().toLowerCase()
          : '';
      const extension = EXTENSIONS[contentType];
      if (!extension)
        throw new Error(`${this.name} returned a file of unsupported type "${contentType}"`);
      const data = await this.fileBytes(file, limit);
      outputs.push(
        await storeOutput(this.storage, job, i + 1, {
          data,
          contentType,
          extension,
          width: size(file.width),
          height: size(file.height),
          ...(typeof file.durationSeconds === 'number'
            ? { durationSeconds: file.durationSeconds }
            : {}),
        }),
      );
      await onProgress(50 + Math.round(((i + 1) / files.length) * 50));
    }
    return outputs;
  }

  private async fileBytes(file: AnsweredFile, signal: AbortSignal): Promise<Buffer> {
    const max = this.options.maxFileBytes ?? 100 * 1024 * 1024;
    if (typeof file.data === 'string') {
      const data = Buffer.from(file.data, 'base64');
      if (data.length === 0 || data.length > max)
        throw new Error(`${this.name} returned an empty or oversized file`);
      return data;
    }
    if (typeof file.url !== 'string' || !/^https?:\/\//.test(file.url))
      throw new Error(`${this.name} returned a file with neither data nor an http(s) url`);
    try {
      return (await fetchFile(file.url, { signal, maxBytes: max })).data;
    } catch (error) {
      throw new Error(`a ${this.name} file: ${(error as Error).message}`);
    }
  }
}
