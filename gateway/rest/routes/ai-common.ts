import { routeBuilder, type RestRoute } from '../route';

/** The route builder of every ai-<feature>.ts route file. */
export const aiRoute = routeBuilder('ai', '/aibrain/v1');

// An inference as every path answers it (docs/api/ai.md, Bodies).
export const INFERENCE = `id mode kind status userId prompt output
  results { provider model status output latencyMs promptTokens completionTokens costUsd error }
  aggregation { method chosenModel agreement } usage { promptTokens completionTokens totalTokens }
  costUsd budgetMaxUsd creditsCharged latencyMs errorCode
  transcript { text language durationSeconds } speech { url format durationSeconds } createdAt`;

/**
 * An orchestration refuses: invalid input or x-budget-max-usd (400), no credits or over the
 * ceiling (402), a `teamId` the caller is no member of (403) or that does not exist (404), as
 * media's creations do; no model answering
 * is 502 or, when every model timed out, 504, and nothing is charged. A prompt the moderation
 * refuses is 400 ERR_INVALID_PROMPT, and a configured moderation service without a verdict 503;
 * voice's 503 is also a missing studio service (docs/api/ai.md, Errors).
 */
export const PAID = {
  errors: [400, 401, 402, 403, 404, 502, 503, 504],
  codes: ['BUDGET_EXCEEDED', 'ERR_INVALID_PROMPT'],
} satisfies Partial<RestRoute>;
