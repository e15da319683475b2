import type { FileStorage } from '../../../lib/storage';
import {
  throwIfAborted,
  type GenerateOptions,
  type MediaOutput,
  type MediaProvider,
  type ProviderJob,
} from './provider';
import { storeAnsweredFiles, type AnsweredFile } from './remote-files';
import { modelInput } from './remote-input';
import {
  callJson,
  CANCEL_TIMEOUT_MS,
  cancellingOnAbort,
  pause,
  pollOnce,
  reason,
} from './remote-job';
import type { RemoteSettings, Route } from './settings';

const ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Endpoint ids under a namespace keep three segments for their app (`workflows/owner/name`). */
const NAMESPACES = new Set(['workflows', 'comfy']);

/** The app of an endpoint id: `fal-ai/flux/schnell` is submitted in full, and polled as `fal-ai/flux`. */
function falApp(endpoint: string): string {
  const parts = endpoint.split('/');
  return (NAMESPACES.has(parts[0]) ? parts.slice(0, 3) : parts.slice(0, 2)).join('/');
}

/** The files of a result, in order: every object with a `url` (images[], image, video, audio, ...). */
function resultFiles(result: unknown, found: AnsweredFile[] = []): AnsweredFile[] {
  if (Array.isArray(result)) result.forEach((item) => resultFiles(item, found));
  else if (result && typeof result === 'object') {
    const file = result as Record<string, unknown>;
    if (typeof file.url === 'string' && /^(https?:\/\/|data:)/.test(file.url)) {
      found.push({
        url: file.url,
        contentType: typeof file.content_type === 'string' ? file.content_type : undefined,
      });
    } else Object.values(file).forEach((item) => resultFiles(item, found));
  }
  return found;
}

/**
 * fal.ai's queue API (docs/media-worker.md, "Providers"): the input is submitted to
 * `POST {MEDIA_FAL_URL}/{endpoint}`; the request is polled at `GET .../{app}/requests/{id}/status`
 * every MEDIA_FAL_POLL_MS until COMPLETED, its result read at `GET .../{app}/requests/{id}` and
 * its files copied into the platform's storage. When the job stops first the request is
 * cancelled (`PUT .../{app}/requests/{id}/cancel`). A result that is an error answer is a provider
 * failure, so the chain falls back. The key goes as `Authorization: Key <FAL_KEY>`.
 */
export class FalProvider implements MediaProvider {
  readonly adapter = 'fal';
  readonly name: string;
  private readonly headers: Record<string, string>;

  constructor(
    private readonly storage: FileStorage,
    private readonly settings: RemoteSettings,
    private readonly route: Route,
  ) {
    this.name = route.name;
    this.headers = { authorization: `Key ${settings.token}` };
  }

  supports(jobType: string): boolean {
    return this.route.types.includes(jobType);
  }

  async generate(
    job: ProviderJob,
    { onProgress, signal }: GenerateOptions,
  ): Promise<MediaOutput[]> {
    throwIfAborted(signal);
    const endpoint = this.route.model!;
    const input = await modelInput(job, 'fal', this.storage, this.route.input);
    // Not cut short by the job's signal: a request that reached the queue must be known to be cancelled.
    const submitted = await callJson(
      'POST',
      `${this.settings.baseUrl}/${endpoint}`,
      this.headers,
      input,
    );
    const id = (submitted.body as { request_id?: unknown } | null)?.request_id;
    if (submitted.status >= 300) throw new Error(`fal submit answered ${reason(submitted)}`);
    if (typeof id !== 'string' || !ID.test(id))
      throw new Error('fal submit answered no request_id');
    const request = `${this.settings.baseUrl}/${falApp(endpoint)}/requests/${id}`;
    const cancel = () =>
      callJson(
        'PUT',
        `${request}/cancel`,
        this.headers,
        undefined,
        AbortSignal.timeout(CANCEL_TIMEOUT_MS),
      );
    return cancellingOnAbort(signal, cancel, async () => {
      await onProgress(15);
      for (;;) {
        await pause(this.settings.pollMs, signal);
        const status = await pollOnce(
          () => callJson('GET', `${request}/status`, this.headers, undefined, signal),
          this.settings.pollMs,
          signal,
        );
        if (status.status >= 300) throw new Error(`fal status answered ${reason(status)}`);
        const state = (status.body as { status?: unknown } | null)?.status;
        if (state === 'COMPLETED') break;
        if (state === 'FAILED' || state === 'CANCELED')
          throw new Error(`fal request ${id} ${state.toLowerCase()}`);
        if (state !== 'IN_QUEUE' && state !== 'IN_PROGRESS')
          throw new Error(`fal status answered an unknown state ${JSON.stringify(state)}`);
        await onProgress(state === 'IN_PROGRESS' ? 40 : 15);
      }
      const result = await pollOnce(
        () => callJson('GET', request, this.headers, undefined, signal),
        this.settings.pollMs,
        signal,
      );
      if (result.status >= 300) throw new Error(`fal request ${id} failed: ${reason(result)}`);
      await onProgress(60);
      return storeAnsweredFiles(this.storage, job, resultFiles(result.body), {
        signal,
        onProgress,
        from: 60,
      });
    });
  }
}
