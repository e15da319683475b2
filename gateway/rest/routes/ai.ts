import { routeBuilder, type RestRoute } from '../route';

// An inference as every path answers it (docs/api/ai.md, Bodies).
const INFERENCE = `id mode kind status userId prompt output
  results { provider model status output latencyMs promptTokens completionTokens costUsd error }
  aggregation { method chosenModel agreement } usage { promptTokens completionTokens totalTokens }
  costUsd budgetMaxUsd creditsCharged latencyMs errorCode
  transcript { text language durationSeconds } speech { url format durationSeconds } createdAt`;

const { query, mutation } = routeBuilder('ai', '/aibrain/v1');

/**
 * An orchestration refuses: invalid input or x-budget-max-usd (400), no credits or over the
 * ceiling (402), a team or model problem never (the caller's own wallet pays); no model answering
 * is 502 or, when every model timed out, 504, and nothing is charged. Voice adds 503 without a
 * studio service (docs/api/ai.md, Errors).
 */
const PAID = {
  errors: [400, 401, 402, 502, 504],
  codes: ['BUDGET_EXCEEDED'],
} satisfies Partial<RestRoute>;

/** docs/api/ai.md, Paths: orchestration, voice and the inference history. */
export const aiRoutes: RestRoute[] = [
  mutation(
    '/orchestrate',
    'Answer a prompt with one model (single) or several at once (zar); credits reserved first, x-budget-max-usd caps the cost',
    'orchestrate',
    INFERENCE,
    '$input: OrchestrateInput!',
    PAID,
  ),
  mutation(
    '/voice/orchestrate',
    'Transcribe a recording with the studio service, answer it, and optionally speak the answer (20 credits more)',
    'voiceOrchestrate',
    INFERENCE,
    '$input: VoiceOrchestrateInput!',
    { ...PAID, errors: [...PAID.errors, 503] },
  ),
  query(
    '/inferences',
    "The caller's orchestrations, newest first (admins: all=true for the tenant's); mode, limit, cursor",
    'inferences',
    INFERENCE,
    '$mode: OrchestrationMode, $all: Boolean, $limit: Int, $cursor: String',
    { paginated: true, errors: [400, 401, 403] },
  ),
  query(
    '/inferences/:id',
    "One orchestration: its answer, every model call, costs and credits (the caller's own; admins: the tenant's)",
    'inference',
    INFERENCE,
    '$id: ID!',
    { errors: [400, 401, 404] },
  ),
  query(
    '/models',
    'The configured models, in the order single mode falls back in (no URLs or keys)',
    'aiModels',
    'id provider capabilities inputPricePerMillion outputPricePerMillion timeoutMs',
    '',
    { errors: [401] },
  ),
];
