import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { FileStorage } from '../../../lib/storage';
import type { Clock } from '../../../lib/clock';
import type { IntegrationsClient } from './integrations-client';
import type { DatasetSourceClient } from './source-client';

/** What the reports rules take (CONTRIBUTING.md): the service's parts and the request's ids. */
export interface ReportsDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  events: EventBus;
  clock: Clock;
  sources: DatasetSourceClient;
  integrations: IntegrationsClient;
  /** Wakes the export worker now instead of at its next poll (an export queued). */
  wakeWorker(): void;
  requestId: string;
  traceId: string;
}

/** The parts that live as long as the service; the request adds its ids. */
export type ReportsServices = Omit<ReportsDeps, 'requestId' | 'traceId'>;
