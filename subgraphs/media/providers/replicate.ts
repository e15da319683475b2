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
  type JsonAnswer,
} from './remote-job';
import type { RemoteSettings, Route } from './settings';

interface Prediction {
  id: string;
  status: string;
  output?: unknown;
  error?: unknown;
}

const FINAL = new Set(['succeeded', 'failed', 'canceled', 'aborted']);
const ID = /^[A-Za-z0-9_-]{1,100}$/;

function prediction(answer: JsonAnswer, what: string): Prediction {
  const body = answer.body as Partial<Prediction> | null;
  if (answer.status >= 300) throw new Error(`replicate ${what} answered ${reason(answer)}`);
  if (!body || typeof body.id !== 'string' || !ID.test(body.id) || typeof body.status !== 'string')
    throw new Error(`replicate ${what} answered something that is not a prediction`);
  return body as Prediction;
}

/** The files of a prediction's output, in order: a URL, a list of them, or an object holding them. */
function outputFiles(output: unknown, found: AnsweredFile[] = []): AnsweredFile[] {
  if (typeof output === 'string' && /^(https?:\/\/|data:)/.test(output))
    found.push({ url: output });
  else if (Array.isArray(output)) output.forEach((item) => outputFiles(item, found));
  else if (output && typeof output === 'object')
    Object.values(output).forEach((item) => outputFiles(item, found));
  return found;
}

/**
 * Replicate's predictions API (docs/media-worker.md, "Providers"): a route's model `owner/name`
 * runs as `POST /models/{owner}/{name}/predictions`, `owner/name:<version>` as `POST /predictions`
 * with the version; the prediction is polled (`GET /predictions/{id}`) every MEDIA_REPLICATE_POLL_MS
 * until it is final, and cancelled (`POST /predictions/{id}/cancel`) when the job stops first.
 * A failed or cancelled prediction is a provider failure, so the chain falls back. The output's
 * files are copied into the platform's storage.
 */
export class ReplicateProvider implements MediaProvider {
  readonly adapter = 'replicate';
  readonly name: string;
  private readonly headers: Record<string, string>;

  constructor(
    private readonly storage: FileStorage,
    private readonly settings: RemoteSettings,
    private readonly route: Route,
  ) {
    this.name = route.name;
    this.headers = { authorization: `Bearer ${settings.token}` };
  }

  supports(jobType: string): boolean {
    return this.route.types.includes(jobType);
  }

  async generate(
    job: ProviderJob,
    { onProgress, signal }: GenerateOptions,
  ): Promise<MediaOutput[]> {
    throwIfAborted(signal);
    const input = await modelInput(job, 'replicate', this.storage, this.route.input);
    const [model, version] = this.route.model!.split(':');
    const [path, body] = version
      ? ['/predictions', { version, input }]
      : [`/models/${model}/predictions`, { input }];
    // Not cut short by the job's signal: a submission that reached Replicate must be known to be cancelled.
    let current = prediction(
      await callJson('POST', `${this.settings.baseUrl}${path}`, this.headers, body),
      'create',
    );
    const id = current.id;
    const cancel = () =>
      callJson(
        'POST',
        `${this.settings.baseUrl}/predictions/${id}/cancel`,
        this.headers,
        undefined,
        AbortSignal.timeout(CANCEL_TIMEOUT_MS),
      );
    return cancellingOnAbort(signal, cancel, async () => {
      while (!FINAL.has(current.status)) {
        await onProgress(current.status === 'processing' ? 40 : 15);
        await pause(this.settings.pollMs, signal);
        current = prediction(
          await pollOnce(
            () =>
              callJson(
                'GET',
                `${this.settings.baseUrl}/predictions/${id}`,
                this.headers,
                undefined,
                signal,
              ),
            this.settings.pollMs,
            signal,
          ),
          'poll',
        );
      }
      if (current.status !== 'succeeded') {
        const error = typeof current.error === 'string' ? `: ${current.error.slice(0, 200)}` : '';
        throw new Error(`replicate prediction ${id} ${current.status}${error}`);
      }
      await onProgress(60);
      return storeAnsweredFiles(this.storage, job, outputFiles(current.output), {
        signal,
        // Files served by the API itself (its files endpoint) want the token; delivery links do not get it.
        auth: { origin: new URL(this.settings.baseUrl).origin, headers: this.headers },
        onProgress,
        from: 60,
      });
    });
  }
}
