import type { PrismaClient } from '../../../lib/db/prisma';
import type { AdsLoaders } from './loaders';

/**
 * What the ads rules take. No event bus: events go into the outbox with their change
 * (common/outbox-store.ts) and the relay publishes them.
 */
export interface AdsDeps {
  prisma: PrismaClient;
  loaders: AdsLoaders;
  /** Copied into every event the request causes (common/events.ts). */
  requestId: string;
  traceId: string;
}
