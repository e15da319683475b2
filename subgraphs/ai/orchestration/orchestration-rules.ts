import type { Actor } from '../../../lib/context';
import { InputCheck } from '../../../lib/validation';
import type { InferenceRow } from '../inferences/inference-store';
import type { AiDeps } from '../common/deps';
import { checkOrchestration, type OrchestrateInput } from './orchestration-input';
import { paidOrchestration } from './paid-orchestration';

/**
 * `POST /aibrain/v1/orchestrate` and the `orchestrate` mutation (docs/api/ai.md): every field and
 * the x-budget-max-usd header checked at once, the prompt and context moderated (400
 * ERR_INVALID_PROMPT, lib/moderation/), then the paid orchestration. With `streamId` (the
 * gateway's streaming subscription) the single-mode answer is published piece by piece as well.
 */
export async function orchestrate(
  deps: AiDeps,
  actor: Actor,
  input: OrchestrateInput,
  streamId?: string | null,
): Promise<InferenceRow> {
  const check = new InputCheck();
  const orchestration = checkOrchestration(check, deps.models, input, deps.budgetHeader);
  check.uuid('streamId', streamId);
  check.done();
  await deps.moderation.check([
    { field: 'prompt', text: orchestration.prompt },
    { field: 'context', text: orchestration.context ?? '' },
  ]);
  return paidOrchestration(deps, actor, orchestration, null, streamId ?? undefined);
}
