import type { SubgraphName } from '../lib/config';
import type { RunningService, SubgraphStartOptions } from '../lib/subgraph/server';
import { startAdsSubgraph } from './ads/server';
import { startAiSubgraph } from './ai/server';
import { startIdentitySubgraph } from './identity/server';
import { startIntegrationsSubgraph } from './integrations/server';
import { startMarketplaceSubgraph } from './marketplace/server';
import { startMediaSubgraph } from './media/server';
import { startReportsSubgraph } from './reports/server';
import { startMlSubgraph } from './ml/server';
import { startNotificationsSubgraph } from './notifications/server';
import { startEventsSubgraph } from './events/server';

export type StartSubgraph = (options: SubgraphStartOptions) => Promise<RunningService>;

/** How to start each subgraph the gateway composes (names as in lib/config SUBGRAPHS). */
export const subgraphStarters: Record<SubgraphName, StartSubgraph> = {
  identity: startIdentitySubgraph,
  marketplace: startMarketplaceSubgraph,
  media: startMediaSubgraph,
  integrations: startIntegrationsSubgraph,
  ads: startAdsSubgraph,
  ai: startAiSubgraph,
  reports: startReportsSubgraph,
  ml: startMlSubgraph,
  notifications: startNotificationsSubgraph,
  events: startEventsSubgraph,
};
