import type { Clock } from '../../../lib/clock';
import type { PrismaClient } from '../../../lib/db/prisma';
import type { EventBus } from '../../../lib/events/bus';
import type { PromptModerator } from '../../../lib/moderation/prompt-moderator';
import type { FileStorage } from '../../../lib/storage';
import type { IdentityCreditsClient } from '../../../lib/subgraph/clients/identity-credits';
import type { AiLoaders } from './loaders';
import type { ModelRegistry } from './models/registry';
import type { StudioSettings } from './studio-settings';

/** What the ai rules take (CONTRIBUTING.md): the service's parts, the request's loaders and ids. */
export interface AiDeps {
  prisma: PrismaClient;
  loaders: AiLoaders;
  models: ModelRegistry;
  credits: IdentityCreditsClient;
  storage: FileStorage;
  /** Where streamed answer pieces go (common/events.ts, ANSWER_DELTA). */
  events: EventBus;
  studio: StudioSettings | null;
  /** The moderation step of prompts, contexts and transcripts (lib/moderation/). */
  moderation: PromptModerator;
  /** What the local provider takes "today" to be (tests fix it). */
  clock: Clock;
  requestId: string;
  traceId: string;
  /** The x-budget-max-usd header, as sent. */
  budgetHeader?: string;
  /** The caller's Authorization header, for the studio service. */
  authorization?: string;
}

/** The parts that live as long as the service; the request adds the rest. */
export type AiServices = Omit<
  AiDeps,
  'loaders' | 'requestId' | 'traceId' | 'budgetHeader' | 'authorization'
>;
