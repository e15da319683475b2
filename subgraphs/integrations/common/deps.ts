import type { PrismaClient } from '../../../lib/db/prisma';
import type { Clock } from '../../../lib/clock';

/** What the integrations rules take: the database, the dispatcher's clock and wake-up, the request's ids. */
export interface IntegrationsDeps {
  prisma: PrismaClient;
  /** The time changes are stamped with: the dispatcher's clock, so a test's fake clock moves both. */
  clock: Clock;
  /** Wakes the dispatcher now instead of at its next poll (a redelivery, an endpoint enabled again). */
  wakeDispatcher(): void;
  requestId: string;
  traceId: string;
}

/** The parts of the deps that live as long as the service; the request adds its ids. */
export type IntegrationsServices = Omit<IntegrationsDeps, 'requestId' | 'traceId'>;
