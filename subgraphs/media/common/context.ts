import type { RequestContext } from '../../../lib/context';
import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { PromptModerator } from '../../../lib/moderation/prompt-moderator';
import type { FileStorage } from '../../../lib/storage';
import type { SubgraphDirectory } from '../../../lib/subgraph/peers';
import type { ProviderCatalogue } from '../providers/catalogue';
import type { MediaDeps } from './deps';
import { identityClient } from './identity-client';
import { createLoaders } from './loaders';

/** The media subgraph's request context: the verified request, plus what its rules take. */
export interface MediaContext extends RequestContext {
  deps: MediaDeps;
}

/** Built once per request: loaders scoped to the tenant, identity's client on the request's trace. */
export function createMediaContext(
  parts: {
    prisma: PrismaClient;
    events: EventBus;
    peers: SubgraphDirectory;
    providers: ProviderCatalogue;
    moderation: PromptModerator;
    storage: FileStorage;
    clock: Clock;
  },
  base: RequestContext,
): MediaContext {
  const { prisma, events, peers, providers, moderation, storage, clock } = parts;
  const deps: MediaDeps = {
    prisma,
    events,
    providers,
    moderation,
    storage,
    clock,
    identity: identityClient(peers, { requestId: base.requestId, traceId: base.traceId }),
    loaders: createLoaders(prisma, base.tenantId),
    requestId: base.requestId,
    traceId: base.traceId,
  };
  return { ...base, deps };
}
