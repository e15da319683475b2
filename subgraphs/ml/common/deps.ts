import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { FileStorage } from '../../../lib/storage';
import type { PredictorCache } from '../endpoints/predictor-cache';
import type { MlLoaders } from './loaders';

/** What the ML rules take (CONTRIBUTING.md): the service's parts, the request's loaders and ids. */
export interface MlDeps {
  prisma: PrismaClient;
  storage: FileStorage;
  events: EventBus;
  /** What the rules read the time from (lib/clock.ts): `systemClock`, or a test's. */
  clock: Clock;
  /** Loaded artifacts, shared by every request of the process. */
  predictors: PredictorCache;
  /** Kicks the background work when a request queued some (training, endpoint activation). */
  kick: { training(): void; endpoints(): void };
  /** The request's DataLoaders (common/loaders.ts): list fields cost one query per request, not per item. */
  loaders: MlLoaders;
  requestId: string;
  traceId: string;
}

/** The parts that live as long as the service; the request adds its loaders and ids. */
export type MlServices = Omit<MlDeps, 'loaders' | 'requestId' | 'traceId'>;
