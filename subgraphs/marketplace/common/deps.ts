import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { FileStorage } from '../../../lib/storage';
import type { MarketplaceLoaders } from './loaders';

/**
 * What every marketplace rule takes (CONTRIBUTING.md): rules are functions of (deps, actor,
 * input) and never see the GraphQL context. Built once per request by common/context.ts.
 */
export interface MarketplaceDeps {
  prisma: PrismaClient;
  /** The request's DataLoaders, each scoped to the caller's tenant. */
  loaders: MarketplaceLoaders;
  /** What the rules read the time from (lib/clock.ts): `systemClock`, or a test's. */
  clock: Clock;
  /** Where uploaded media files go (the gateway serves them back). */
  storage: FileStorage;
  /** Copied into the events a change records, so a delivery can be traced to its request. */
  requestId: string;
  traceId: string;
}
