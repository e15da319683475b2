import type { FileStorage } from '../../../lib/storage';
import { ProviderChain } from './chain';
import { HttpProvider } from './http';
import { LocalProvider } from './local';
import { transcriptionModel } from './local-subtitles';
import { OpenAiMediaProvider } from './openai';
import type { MediaProvider } from './provider';
import { modelsFromEnv } from '../../../lib/ai/model-registry';

export { ProviderChain, ProviderError } from './chain';
export { HttpProvider } from './http';
export { LocalProvider } from './local';
export type { GenerateOptions, MediaOutput, MediaProvider, ProviderJob } from './provider';

type Env = Record<string, string | undefined>;

const list = (value: string | undefined): string[] | undefined => {
  const items = value?.split(',').map((s) => s.trim()).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
};

/**
 * The provider chain the environment asks for. MEDIA_PROVIDERS lists provider names in the order
 * they are tried (default `local`); `http` is the adapter of MEDIA_HTTP_PROVIDER_URL (under its
 * MEDIA_HTTP_PROVIDER_NAME if set). `http,local` sends jobs to the service and falls back to the
 * local provider when it fails; `openai` draws images and reads speech on the OpenAI-compatible
 * servers of AI_MODELS (providers/openai.ts). An unknown name, or `http` without a URL, stops the start.
 */
export function providersFromEnv(storage: FileStorage, env: Env = process.env): ProviderChain {
  const names = list(env.MEDIA_PROVIDERS) ?? ['local'];
  const httpName = env.MEDIA_HTTP_PROVIDER_NAME?.trim() || 'http';
  const providers: MediaProvider[] = names.map((name) => {
    if (name === 'local') return new LocalProvider(storage, { transcription: transcriptionModel(modelsFromEnv(env)) });
    if (name === 'openai') return new OpenAiMediaProvider(storage, modelsFromEnv(env));
    if (name === httpName) {
      if (!env.MEDIA_HTTP_PROVIDER_URL) throw new Error(`MEDIA_PROVIDERS names ${name}, so MEDIA_HTTP_PROVIDER_URL must be set`);
      const timeout = env.MEDIA_HTTP_PROVIDER_TIMEOUT_MS ? Number(env.MEDIA_HTTP_PROVIDER_TIMEOUT_MS) : undefined;
      if (timeout !== undefined && !(Number.isInteger(timeout) && timeout > 0)) throw new Error('MEDIA_HTTP_PROVIDER_TIMEOUT_MS must be a positive whole number');
      return new HttpProvider(storage, { url: env.MEDIA_HTTP_PROVIDER_URL, token: env.MEDIA_HTTP_PROVIDER_TOKEN, name, types: list(env.MEDIA_HTTP_PROVIDER_TYPES), timeoutMs: timeout });
    }
    throw new Error(`MEDIA_PROVIDERS: unknown provider "${name}" (known: local, openai, ${httpName})`);
  });
  return new ProviderChain(providers);
}
