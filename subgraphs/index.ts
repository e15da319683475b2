import type { SubgraphName } from '../lib/config';
import type { RunningService, SubgraphStartOptions } from '../lib/subgraph/server';

export type StartSubgraph = (options: SubgraphStartOptions) => Promise<RunningService>;

/**
 * How to start each subgraph the gateway composes (names as in lib/config SUBGRAPHS). Each
 * subgraph's code loads when it is started: a process running one subgraph (a distributed
 * deployment, scripts/start-subgraph.ts) loads none of the other nine, which took it about
 * 0.9 s of CPU to start and their memory for as long as it ran.
 */
const load: Record<SubgraphName, () => Promise<StartSubgraph>> = {
  identity: async () => (await import('./identity/server')).startIdentitySubgraph,
  marketplace: async () => (await import('./marketplace/server')).startMarketplaceSubgraph,
  media: async () => (await import('./media/server')).startMediaSubgraph,
  integrations: async () => (await import('./integrations/server')).startIntegrationsSubgraph,
  ads: async () => (await import('./ads/server')).startAdsSubgraph,
  ai: async () => (await import('./ai/server')).startAiSubgraph,
  reports: async () => (await import('./reports/server')).startReportsSubgraph,
  ml: async () => (await import('./ml/server')).startMlSubgraph,
  notifications: async () => (await import('./notifications/server')).startNotificationsSubgraph,
  events: async () => (await import('./events/server')).startEventsSubgraph,
};

export const subgraphStarters = Object.fromEntries(
  Object.entries(load).map(([name, starter]) => [
    name,
    async (options: SubgraphStartOptions) => (await starter())(options),
  ]),
) as Record<SubgraphName, StartSubgraph>;
