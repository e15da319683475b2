import type { FileStorage } from '../../../lib/storage';
import { modelsFromEnv, type ModelConfig } from '../../../lib/ai/model-registry';
import { ProviderChain } from './chain';
import { FalProvider } from './fal';
import { HttpProvider } from './http';
import { LocalProvider } from './local';
import { transcriptionModel } from './local-subtitles';
import { EvmMintProvider } from './mint-evm';
import { SimulatedMintProvider } from './mint-simulated';
import { OpenAiMediaProvider } from './openai';
import type { MediaProvider } from './provider';
import { ReplicateProvider } from './replicate';
import { mediaProviderSettings, type MediaProviderSettings, type Route } from './settings';

export { ProviderChain, ProviderError } from './chain';
export { HttpProvider } from './http';
export { LocalProvider } from './local';
export { type MediaProviderSettings } from './settings';
export type { GenerateOptions, MediaOutput, MediaProvider, ProviderJob } from './provider';

type Env = Record<string, string | undefined>;

/**
 * The provider chain of the given settings (providers/settings.ts): MEDIA_PROVIDERS in order for
 * jobs that name no provider, the routes of MEDIA_PROVIDER_MAP for jobs that name one, and
 * minting on its own: on the configured chains (providers/mint-evm.ts), or as a plainly labelled
 * simulation when none is (providers/mint-simulated.ts). Adapters are made once and shared.
 * `log` takes each provider failure (default: the `media-providers` logger).
 */
export function providerChain(
  storage: FileStorage,
  settings: MediaProviderSettings,
  env: Env = process.env,
  log?: (message: string) => void,
): ProviderChain {
  let models: ModelConfig[] | undefined;
  const registry = () => (models ??= modelsFromEnv(env));
  const made = new Map<string, MediaProvider>();
  const once = (key: string, make: () => MediaProvider) =>
    made.get(key) ?? made.set(key, make()).get(key)!;
  const route = (r: Route): MediaProvider =>
    once(`route:${r.name}:${r.adapter}:${r.model ?? ''}`, () => {
      if (r.adapter === 'replicate') return new ReplicateProvider(storage, settings.replicate!, r);
      if (r.adapter === 'fal') return new FalProvider(storage, settings.fal!, r);
      if (r.adapter === 'openai') return new OpenAiMediaProvider(storage, registry(), r);
      return new HttpProvider(storage, {
        ...settings.http!,
        name: r.name,
        adapter: 'http',
        types: r.types,
      });
    });
  const providers = settings.order.flatMap((entry) => {
    if ('routes' in entry) return entry.routes.map(route);
    if (entry.adapter === 'local')
      return [
        once(
          'local',
          () => new LocalProvider(storage, { transcription: transcriptionModel(registry()) }),
        ),
      ];
    if (entry.adapter === 'openai')
      return [once('openai', () => new OpenAiMediaProvider(storage, registry()))];
    return [once('http', () => new HttpProvider(storage, settings.http!))];
  });
  const named = new Map([...settings.named].map(([name, routes]) => [name, routes.map(route)]));
  const minting =
    Object.keys(settings.mint.chains).length > 0
      ? new EvmMintProvider(storage, settings.mint)
      : new SimulatedMintProvider(storage);
  return new ProviderChain(providers, log, { named, dedicated: { 'asset-minting': [minting] } });
}

/** The chain the environment asks for; a bad setting throws, naming it (a worker does not start). */
export function providersFromEnv(storage: FileStorage, env: Env = process.env): ProviderChain {
  return providerChain(storage, mediaProviderSettings(env), env);
}
