import type { Blockchain } from './mint-settings';
import type { MediaProviderSettings } from './settings';

/** What a creation asks of the providers: its type, the provider it names and its params. */
interface ProviderRequest {
  type: string;
  provider: string | null;
  params: Record<string, unknown>;
}

/**
 * What the media service knows of the configured providers when a job is created: a job that
 * names a provider the platform does not have, or asks to mint on a chain it does not reach, is
 * refused then (400, docs/media-worker.md, "Providers"), so no job waits for a worker that would have to
 * substitute another provider or fail it.
 */
export interface ProviderCatalogue {
  problems(request: ProviderRequest): { field: string; problem: string }[];
}

export function providerCatalogue(
  settings: Pick<MediaProviderSettings, 'named' | 'mint'>,
): ProviderCatalogue {
  return {
    problems({ type, provider, params }) {
      const problems: { field: string; problem: string }[] = [];
      if (provider !== null) {
        const serving = [...settings.named]
          .filter(([, routes]) => routes.some((r) => r.types.includes(type)))
          .map(([name]) => name);
        if (!serving.includes(provider)) {
          const configured = serving.length
            ? `configured: ${serving.join(', ')}`
            : 'none is configured';
          problems.push({
            field: 'provider',
            problem: `${provider} is not configured on this platform for ${type} (${configured}); leave provider out to let the platform choose`,
          });
        }
      }
      if (type === 'asset-minting') {
        const configured = Object.keys(settings.mint.chains);
        const chain = params.blockchain as Blockchain;
        // No chain at all: the job runs as a plainly labelled simulation (providers/mint-simulated.ts).
        if (configured.length > 0 && !settings.mint.chains[chain]) {
          problems.push({
            field: 'blockchain',
            problem: `${chain} is not configured for minting on this platform (configured: ${configured.join(', ')})`,
          });
        }
      }
      return problems;
    },
  };
}
