import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { PromptModerator } from '../../../lib/moderation/prompt-moderator';
import type { FileStorage } from '../../../lib/storage';
import type { ProviderCatalogue } from '../providers/catalogue';
import type { IdentityClient } from './identity-client';
import type { MediaLoaders } from './loaders';

/**
 * What every change of a job needs, in a request or in the worker: the database, the event bus
 * (media.job.updated) and identity's credits, the client carrying the request id and trace of
 * the request or worker run it is made for.
 */
export interface JobDeps {
  prisma: PrismaClient;
  events: EventBus;
  identity: IdentityClient;
  /** The request a change is made for, stamped on its events; the worker's changes have none. */
  requestId?: string;
  /**
   * What a change reads the time from (lib/clock.ts); ./job-clock.ts reads it. Optional while the
   * worker builds its deps without one (subgraphs/media/worker/worker-deps.ts): `systemClock` then.
   */
  clock?: Clock;
}

/** What the media rules take in a request: the above, the configured providers, the prompts' moderation, the storage that signs output links, the request's loaders and its ids. */
export interface MediaDeps extends JobDeps {
  providers: ProviderCatalogue;
  moderation: PromptModerator;
  storage: FileStorage;
  loaders: MediaLoaders;
  /** What the rules read the time from (lib/clock.ts): `systemClock`, or a test's. */
  clock: Clock;
  requestId: string;
  traceId: string;
}
