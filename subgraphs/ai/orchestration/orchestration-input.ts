import { InputCheck } from '../../../lib/validation';
import type { ModelRegistry } from '../common/models/registry';

export type OrchestrationMode = 'single' | 'zar';

export interface OrchestrateInput {
  prompt: string;
  mode?: OrchestrationMode | null;
  maxTokens?: number | null;
  context?: string | null;
  model?: string | null;
  temperature?: number | null;
  teamId?: string | null;
}

/** An input with its defaults, checked. */
export interface Orchestration {
  prompt: string;
  mode: OrchestrationMode;
  maxTokens: number;
  context: string | null;
  model: string | null;
  temperature: number | null;
  /** The ceiling of x-budget-max-usd in micro-USD, when the request has one. */
  budgetMicroUsd: number | null;
  /** The team whose wallet pays (lower case), as media's jobs do; null: the caller's own. */
  teamId: string | null;
}

/** `teamId` checked as media checks it: identity then checks membership (403) and the team (404). */
export function checkTeamId(check: InputCheck, teamId: string | null | undefined): string | null {
  check.uuid('teamId', teamId);
  return teamId ? teamId.toLowerCase() : null;
}

const MAX_PROMPT_CHARS = 32_000;
const MAX_CONTEXT_CHARS = 32_000;
export const MAX_TOKENS = 8_192;
const DEFAULT_MAX_TOKENS = 1_024;
// A positive decimal of dollars, to the micro-dollar.
const BUDGET = /^(?:\d{1,9})(?:\.\d{1,6})?$/;

/** The x-budget-max-usd header in micro-USD: a positive decimal, else a problem on the header. */
export function parseBudget(check: InputCheck, header: string | undefined): number | null {
  if (header === undefined) return null;
  const value = header.trim();
  const micro = BUDGET.test(value) ? Math.round(Number(value) * 1_000_000) : 0;
  if (micro <= 0) {
    check.problem(
      'x-budget-max-usd',
      'must be a positive decimal number of US dollars (at most six decimals)',
    );
    return null;
  }
  return micro;
}

/** Every field of the orchestration checked at once (docs/api/ai.md, "Bodies"). */
export function checkOrchestration(
  check: InputCheck,
  registry: ModelRegistry,
  input: OrchestrateInput,
  budgetHeader: string | undefined,
): Orchestration {
  const mode = input.mode ?? 'single';
  check
    .text('prompt', input.prompt, { required: true, min: 1, max: MAX_PROMPT_CHARS })
    .text('context', input.context, { max: MAX_CONTEXT_CHARS })
    .number('maxTokens', input.maxTokens, { min: 1, max: MAX_TOKENS, integer: true })
    .number('temperature', input.temperature, { min: 0, max: 2 });
  if (input.model != null) {
    if (mode !== 'single')
      check.problem('model', 'is for single mode only: zar runs its configured models');
    else if (!registry.chat.some((m) => m.id === input.model))
      check.problem(
        'model',
        `must be one of the configured models: ${registry.chat.map((m) => m.id).join(', ')}`,
      );
  }
  const budgetMicroUsd = parseBudget(check, budgetHeader);
  const teamId = checkTeamId(check, input.teamId);
  return {
    prompt: input.prompt,
    mode,
    maxTokens: input.maxTokens ?? DEFAULT_MAX_TOKENS,
    context: input.context ?? null,
    model: input.model ?? null,
    temperature: input.temperature ?? null,
    budgetMicroUsd,
    teamId,
  };
}
