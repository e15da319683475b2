import { noTranscriptionProvider } from './local-subtitles';
import type { Blockchain } from './mint-settings';
import type { MediaProviderSettings } from './settings';

/** What a creation asks of the providers: its type, the provider it names and its params. */
interface ProviderRequest {
  type: string;
  provider: string | null;
  params: Record<string, unknown>;
}

/**
 * What the media service knows of the configured providers when a job is created, so that no job
 * waits for a worker that would have to substitute another provider or fail it
 * (docs/media-worker.md, "Providers"):
 * - `missing`: why no provider of this platform can make the job (one it names is not configured;
 *   no provider of MEDIA_PROVIDERS makes its type, such as subtitles without a transcription
 *   model): refused with 502 ERR_PROVIDER_ERROR before any credit is held;
 * - `problems`: a value the providers cannot take (a chain minting does not reach): 400 on its field.
 */
export interface ProviderCatalogue {
  missing(request: ProviderRequest): string | undefined;
  problems(request: ProviderRequest): { field: string; problem: string }[];
}

type Settings = Pick<MediaProviderSettings, 'named' | 'mint' | 'order' | 'http'>;
type OrderEntry = MediaProviderSettings['order'][number];

/** Job types the openai adapter makes without a route saying otherwise (providers/openai.ts). */
const OPENAI_TYPES = ['image-generation', 'text-to-speech'];
/** Job types with providers of their own, outside MEDIA_PROVIDERS (providers/index.ts). */
const DEDICATED_TYPES = ['asset-minting'];

/**
 * `local.transcription`: whether AI_MODELS has a transcription model, which the local provider's
 * subtitles need (providers/local-subtitles.ts).
 */
export function providerCatalogue(
  settings: Settings,
  local: { transcription: boolean },
): ProviderCatalogue {
  const serves = (entry: OrderEntry, type: string): boolean => {
    if ('routes' in entry) return entry.routes.some((r) => r.types.includes(type));
    if (entry.adapter === 'local') return type !== 'subtitles' || local.transcription;
    if (entry.adapter === 'openai') return OPENAI_TYPES.includes(type);
    return !settings.http?.types || settings.http.types.includes(type);
  };
  return {
    missing({ type, provider }) {
      if (provider !== null) {
        const serving = [...settings.named]
          .filter(([, routes]) => routes.some((r) => r.types.includes(type)))
          .map(([name]) => name);
        if (serving.includes(provider)) return undefined;
        const configured = serving.length
          ? `configured: ${serving.join(', ')}`
          : 'none is configured';
        return `${provider} is not configured on this platform for ${type} (${configured}); leave provider out to let the platform choose`;
      }
      if (DEDICATED_TYPES.includes(type) || settings.order.some((e) => serves(e, type)))
        return undefined;
      const local = settings.order.some((e) => 'adapter' in e && e.adapter === 'local');
      if (type === 'subtitles' && local) return noTranscriptionProvider().message;
      return `No provider of this platform makes ${type}: configure one in MEDIA_PROVIDERS`;
    },
    problems({ type, params }) {
      if (type !== 'asset-minting') return [];
      const configured = Object.keys(settings.mint.chains);
      const chain = params.blockchain as Blockchain;
      // No chain at all: the job runs as a plainly labelled simulation (providers/mint-simulated.ts).
      if (configured.length === 0 || settings.mint.chains[chain]) return [];
      return [
        {
          field: 'blockchain',
          problem: `${chain} is not configured for minting on this platform (configured: ${configured.join(', ')})`,
        },
      ];
    },
  };
}
