import { AppError } from '../../../lib/errors';
import type { GenerateOptions, MediaOutput, MediaProvider, ProviderJob } from './provider';

/**
 * When every provider of the chain failed (docs/api/media.md, "Errors": ERR_PROVIDER_ERROR). A
 * provider throws one itself when its message is fit for the job's owner (a setting that is
 * missing, a source that cannot be read): the chain passes such messages on.
 */
export class ProviderError extends AppError {
  constructor(message: string) {
    super('ERR_PROVIDER_ERROR', message, 502);
  }
}

export interface ChainAttempt {
  provider: string;
  error?: string;
  /** The error was a ProviderError: its message may be shown to the job's owner. */
  public?: boolean;
}

/**
 * Runs providers in order and falls back to the next on error. A provider the job names (its
 * `provider` field) goes first when the chain has it. An abort (cancel, timeout, shutdown) is
 * not a provider failure: it stops the chain at once and is rethrown as it came.
 */
export class ProviderChain {
  constructor(
    readonly providers: MediaProvider[],
    private readonly log: (message: string) => void = (message) => console.warn(message),
  ) {}

  /** The providers that would run for the job, in order. */
  plan(job: ProviderJob): MediaProvider[] {
    const able = this.providers.filter((p) => p.supports(job.type));
    const asked = able.find((p) => p.name === job.provider);
    return asked ? [asked, ...able.filter((p) => p !== asked)] : able;
  }

  async generate(job: ProviderJob, options: GenerateOptions): Promise<{ outputs: MediaOutput[]; provider: string; attempts: ChainAttempt[] }> {
    const attempts: ChainAttempt[] = [];
    for (const provider of this.plan(job)) {
      if (options.signal.aborted) break;
      try {
        const outputs = await provider.generate(job, options);
        attempts.push({ provider: provider.name });
        return { outputs, provider: provider.name, attempts };
      } catch (error) {
        if (options.signal.aborted) throw options.signal.reason ?? error;
        const message = error instanceof Error ? error.message : String(error);
        attempts.push({ provider: provider.name, error: message, ...(error instanceof ProviderError ? { public: true } : {}) });
        this.log(`[media-worker] provider ${provider.name} failed on job ${job.id} (${job.type}): ${message}`);
      }
    }
    if (options.signal.aborted) throw options.signal.reason;
    if (attempts.length === 0) throw new ProviderError(`No provider can make ${job.type}`);
    // Provider messages can name internal hosts: they go to the log above, not to the job, unless
    // the provider raised a ProviderError, whose message is written for the owner.
    const reasons = attempts.filter((a) => a.public).map((a) => a.error);
    throw new ProviderError(`Generation failed at every provider (${attempts.map((a) => a.provider).join(', ')})${reasons.length ? `: ${reasons.join('; ')}` : ''}`);
  }
}
