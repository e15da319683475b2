import { MediaError } from '../common/errors';
import type { GenerateOptions, MediaOutput, MediaProvider, ProviderJob } from './provider';
import { serviceLogger } from '../../../lib/observability/logger';

/**
 * When every provider of the chain failed (docs/api/media.md, "Errors": ERR_PROVIDER_ERROR). A
 * provider throws one itself when its message is fit for the job's owner (a setting that is
 * missing, a source that cannot be read): the chain passes such messages on.
 */
export class ProviderError extends MediaError {
  constructor(message: string) {
    super('ERR_PROVIDER_ERROR', message);
  }
}

export interface ChainAttempt {
  provider: string;
  /** The adapter of a configured route (replicate, fal, openai, http), when the provider is one. */
  adapter?: string;
  error?: string;
  /** The error was a ProviderError: its message may be shown to the job's owner. */
  public?: boolean;
}

/** Providers that are not chosen by MEDIA_PROVIDERS order. */
export interface ChainRoutes {
  /** The routes of each provider name a job may ask for (MEDIA_PROVIDER_MAP), in the order tried. */
  named?: Map<string, MediaProvider[]>;
  /** Job types served by their own providers only (minting: the chain adapter or its simulation). */
  dedicated?: Record<string, MediaProvider[]>;
}

/**
 * Runs providers in order and falls back to the next on error. A job that names a provider (its
 * `provider` field) runs on that name's routes only, falling back between them and never to
 * another provider: what the caller asked for is made or the job fails. A job that names none
 * runs on the providers of MEDIA_PROVIDERS. An abort (cancel, timeout, shutdown) is not a
 * provider failure: it stops the chain at once and is rethrown as it came.
 */
export class ProviderChain {
  constructor(
    readonly providers: MediaProvider[],
    private readonly log: (message: string) => void = (message) =>
      serviceLogger('media-providers').warn(message),
    private readonly routes: ChainRoutes = {},
  ) {}

  /** The providers that would run for the job, in order. */
  plan(job: ProviderJob): MediaProvider[] {
    const candidates =
      this.routes.dedicated?.[job.type] ??
      (job.provider !== null ? (this.routes.named?.get(job.provider) ?? []) : this.providers);
    return candidates.filter((p) => p.supports(job.type));
  }

  async generate(
    job: ProviderJob,
    options: GenerateOptions,
  ): Promise<{ outputs: MediaOutput[]; provider: string; attempts: ChainAttempt[] }> {
    const attempts: ChainAttempt[] = [];
    for (const provider of this.plan(job)) {
      if (options.signal.aborted) break;
      try {
        const outputs = await provider.generate(job, options);
        attempts.push(attempt(provider));
        return { outputs, provider: provider.name, attempts };
      } catch (error) {
        if (options.signal.aborted) throw options.signal.reason ?? error;
        const message = error instanceof Error ? error.message : String(error);
        attempts.push({
          ...attempt(provider),
          error: message,
          ...(error instanceof ProviderError ? { public: true } : {}),
        });
        this.log(
          `[media-worker] provider ${provider.name}${provider.adapter ? ` (${provider.adapter})` : ''} failed on job ${job.id} (${job.type}): ${message}`,
        );
      }
    }
    if (options.signal.aborted) throw options.signal.reason;
    if (attempts.length === 0) {
      // The media service refuses such jobs at creation; a worker configured otherwise ends here.
      throw new ProviderError(
        job.provider !== null
          ? `${job.provider} is not configured for ${job.type}`
          : `No provider can make ${job.type}`,
      );
    }
    // Provider messages can name internal hosts: they go to the log above, not to the job, unless
    // the provider raised a ProviderError, whose message is written for the owner.
    const reasons = attempts.filter((a) => a.public).map((a) => a.error);
    throw new ProviderError(
      `Generation failed at every provider (${attempts.map((a) => a.provider).join(', ')})${reasons.length ? `: ${reasons.join('; ')}` : ''}`,
    );
  }
}

const attempt = (provider: MediaProvider): ChainAttempt =>
  provider.adapter
    ? { provider: provider.name, adapter: provider.adapter }
    : { provider: provider.name };
