import type { OrchestrationMode } from './orchestration-input';

/** Credits of one orchestration (docs/api/ai.md, "Limits"): zar 60; single by the answer it may give. */
export function orchestrationCredits(mode: OrchestrationMode, maxTokens: number): number {
  if (mode === 'zar') return 60;
  if (maxTokens <= 512) return 5;
  if (maxTokens <= 2048) return 10;
  return 25;
}

/** What speaking the answer adds to a voice orchestration. */
export const SPEECH_CREDITS = 20;

/** Dollars of micro-dollars, as answers show them. */
export const usd = (micro: number): number => micro / 1_000_000;
