import gql from 'graphql-tag';
import { envInt } from '../../lib/config';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { deliveryResolvers } from './deliveries/resolvers';
import { DEFAULT_TIMEOUT_MS } from './deliveries/retry-schedule';
import { WebhookDispatcher } from './dispatcher/dispatcher';
import { eventResolvers } from './events/resolvers';
import type { Resolvers } from './generated/graphql';
import { createIntegrationsContext } from './common/context';
import { sharedResolvers } from './common/resolvers';
import { webhookResolvers } from './webhooks/resolvers';
import { reportSourceResolvers } from './report-source/resolvers';

/** common/schema.graphql and each feature folder's schema part. */
const typeDefs = gql(loadSubgraphSdl(__dirname));

const resolvers = mergeResolvers<Resolvers>(
  sharedResolvers,
  webhookResolvers,
  deliveryResolvers,
  eventResolvers,
  reportSourceResolvers,
);

export interface IntegrationsStartOptions extends SubgraphStartOptions {
  /** How often the dispatcher looks for due deliveries (default WEBHOOK_POLL_INTERVAL_MS or 1000). */
  pollIntervalMs?: number;
  /** Delivery timeout (default WEBHOOK_TIMEOUT_MS or 20 s). */
  timeoutMs?: number;
}

/** The GraphQL service and, beside it, the webhook dispatcher (subscribed to the event bus). */
export function startIntegrationsSubgraph(
  options: IntegrationsStartOptions,
): Promise<RunningService> {
  const { prisma, events } = options;
  const dispatcher = new WebhookDispatcher({
    prisma,
    events,
    pollIntervalMs: options.pollIntervalMs ?? envInt('WEBHOOK_POLL_INTERVAL_MS', 1000),
    timeoutMs: options.timeoutMs ?? envInt('WEBHOOK_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
  });
  return startSubgraphServer({
    ...options,
    name: 'integrations',
    typeDefs,
    resolvers,
    // The API stamps changes with the dispatcher's clock and wakes it when a delivery becomes due.
    createContext: (base) =>
      createIntegrationsContext(
        { prisma, clock: dispatcher.clock, wakeDispatcher: () => dispatcher.kick() },
        base,
      ),
    background: [dispatcher],
  });
}
