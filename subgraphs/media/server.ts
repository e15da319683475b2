import gql from 'graphql-tag';
import { systemClock } from '../../lib/clock';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import { audioResolvers } from './audio/resolvers';
import { avatarResolvers } from './avatars/resolvers';
import type { Resolvers } from './generated/graphql';
import { imageResolvers } from './images/resolvers';
import { jobResolvers } from './jobs/resolvers';
import { mediaJobQueue } from './worker/queue-store';
import { promptModeratorFromEnv } from '../../lib/moderation/prompt-moderator';
import { privateTargetsAllowed } from '../../lib/http/targets/target-policy';
import { providerCatalogue } from './providers/catalogue';
import { transcriptionModel } from './providers/local-subtitles';
import { modelsFromEnv } from '../../lib/ai/model-registry';
import { mediaProviderSettings, type MediaProviderSettings } from './providers/settings';
import { publishingResolvers } from './publishing/resolvers';
import { createMediaContext } from './common/context';
import { sharedResolvers } from './common/resolvers';
import { templateResolvers } from './templates/resolvers';
import { videoResolvers } from './video/resolvers';
import { reportSourceResolvers } from './report-source/resolvers';

/** common/schema.graphql and every feature folder's schema part. */
const typeDefs = gql(loadSubgraphSdl(__dirname));

/** Each feature's fields; two features resolving one field stop the start. */
const resolvers = mergeResolvers<Resolvers>(
  sharedResolvers,
  jobResolvers,
  imageResolvers,
  videoResolvers,
  audioResolvers,
  avatarResolvers,
  publishingResolvers,
  templateResolvers,
  reportSourceResolvers,
);

export interface MediaOverrides {
  /** The configured providers (default: the environment, providers/settings.ts). */
  providers?: MediaProviderSettings;
  /** Whether the local provider has a transcription model (default: AI_MODELS has one). */
  transcription?: boolean;
}

/**
 * The media service. Its providers, its prompts' moderation and the address policy of sources
 * are read before anything listens, so a bad setting stops the start; creations are checked
 * against them (a chain not configured is a 400, a job no provider here makes a 502).
 */
export function startMediaSubgraph(
  options: SubgraphStartOptions & MediaOverrides,
): Promise<RunningService> {
  const { prisma, events, peers, storage } = options;
  const providers = providerCatalogue(options.providers ?? mediaProviderSettings(), {
    transcription: options.transcription ?? transcriptionModel(modelsFromEnv()) !== undefined,
  });
  const moderation = promptModeratorFromEnv();
  privateTargetsAllowed();
  return startSubgraphServer({
    ...options,
    name: 'media',
    typeDefs,
    resolvers,
    createContext: (base) =>
      createMediaContext(
        {
          prisma,
          events,
          peers,
          providers,
          moderation,
          storage,
          clock: options.clock ?? systemClock,
        },
        base,
      ),
    background: [mediaJobQueue.gauge(prisma)],
  });
}
