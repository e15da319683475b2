import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';
import type { IdentityClient } from './identity-client';
import type { EventsLoaders } from './loaders';

/**
 * What the events rules take (CONTRIBUTING.md): rules are functions of (deps, actor, input).
 * No event bus: events go into the outbox with their change and the relay publishes them.
 */
export interface EventsDeps {
  prisma: PrismaClient;
  /** The request's DataLoaders, each scoped to the caller's tenant. */
  loaders: EventsLoaders;
  /** Other subgraphs: marketplace (venue listings); identity is reached through `identity`. */
  peers: SubgraphDirectory;
  /** Identity's credit holds and teams, on this request's ids (common/identity-client.ts). */
  identity: IdentityClient;
  /** Runs the settlement round now (settlements/settlement-round.ts): after every move of a ticket. */
  settlements: { kick(): void };
  /** The time every rule reads (lib/clock.ts): one source, so tests can move it. */
  clock: Clock;
  /** Copied into every event the request causes (common/events.ts). */
  requestId: string;
  traceId: string;
}
