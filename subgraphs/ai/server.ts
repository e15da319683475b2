import gql from 'graphql-tag';
import { systemClock, type Clock } from '../../lib/clock';
import { envInt } from '../../lib/config';
import { DateTimeScalar } from '../../lib/graphql/scalars';
import { IdentityCreditsClient } from '../../lib/subgraph/clients/identity-credits';
import { mergeResolvers } from '../../lib/subgraph/resolvers';
import { loadSubgraphSdl } from '../../lib/subgraph/sdl';
import {
  startSubgraphServer,
  type RunningService,
  type SubgraphStartOptions,
} from '../../lib/subgraph/server';
import type { Resolvers } from './generated/graphql';
import { inferenceResolvers } from './inferences/resolvers';
import { orchestrationResolvers } from './orchestration/resolvers';
import { settlementRecovery } from './orchestration/settlement-recovery';
import { createAiContext } from './common/context';
import { registryFromEnv, type ModelRegistry } from './common/models/registry';
import { modelResolvers } from './common/models-resolvers';
import { studioFromEnv, type StudioSettings } from './common/studio-settings';
import { promptModeratorFromEnv } from '../../lib/moderation/prompt-moderator';
import { privateTargetsAllowed } from '../../lib/http/targets/target-policy';
import { voiceResolvers } from './voice/resolvers';
import { reportSourceResolvers } from './report-source/resolvers';

/** Every feature folder's schema part (lib/subgraph/sdl.ts). */
const typeDefs = gql(loadSubgraphSdl(__dirname));

const resolvers = mergeResolvers<Resolvers>(
  { DateTime: DateTimeScalar },
  modelResolvers,
  orchestrationResolvers,
  inferenceResolvers,
  voiceResolvers,
  reportSourceResolvers,
);

/** What a caller (tests) may set instead of the environment. */
export interface AiOverrides {
  models?: ModelRegistry;
  studio?: StudioSettings | null;
  /** How often inferences a stopped process left unsettled are looked for (default AI_SETTLEMENT_RECOVERY_MS, 30 s). */
  recoveryIntervalMs?: number;
  /** The time the local provider's date answers count from (default: the system's). */
  clock?: Clock;
}

export type AiStartOptions = SubgraphStartOptions & AiOverrides;

/**
 * The ai service (docs/api/ai.md) and, beside it, the recovery of settlements a stopped process
 * left pending. Models, the studio, the prompts' moderation and the address policy of recordings
 * are read from the environment before anything listens, so a bad setting stops the start.
 */
export function startAiSubgraph(options: AiStartOptions): Promise<RunningService> {
  const models = options.models ?? registryFromEnv();
  const studio = options.studio === undefined ? studioFromEnv() : options.studio;
  const moderation = promptModeratorFromEnv();
  privateTargetsAllowed();
  const credits = new IdentityCreditsClient(options.peers);
  const clock = options.clock ?? systemClock;
  const recovery = settlementRecovery(
    { prisma: options.prisma, credits, clock },
    options.recoveryIntervalMs ?? envInt('AI_SETTLEMENT_RECOVERY_MS', 30_000),
  );
  return startSubgraphServer({
    ...options,
    name: 'ai',
    typeDefs,
    resolvers,
    createContext: (base) =>
      createAiContext(
        {
          prisma: options.prisma,
          models,
          credits,
          storage: options.storage,
          events: options.events,
          studio,
          moderation,
          clock,
        },
        base,
      ),
    background: [recovery],
  });
}
