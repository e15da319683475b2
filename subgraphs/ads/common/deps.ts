import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { AdsLoaders } from './loaders';

/**
 * What the ads rules take. No event bus: events go into the outbox with their change
 * (common/outbox-store.ts) and the relay publishes them.
 */
export interface AdsDeps {
  prisma: PrismaClient;
  loaders: AdsLoaders;
  /** What the rules read the time from (lib/clock.ts): `systemClock`, or a test's. */
  clock: Clock;
  /** Copied into every event the request causes (common/events.ts). */
  requestId: string;
  traceId: string;
}
