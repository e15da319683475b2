import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import { AppError, ServiceUnavailableError } from '../../../lib/errors';
import type { CallOrigin } from '../../../lib/subgraph/peers';
import {
  insertInference,
  recordSettlement,
  type InferenceRow,
  type NewInference,
} from '../inferences/inference-store';
import type { AiDeps } from '../common/deps';
import { inferenceComplete } from '../common/events';
import type { ChatRequest } from '../common/models/model-calls';
import { ZAR_MINIMUM } from '../common/models/registry';
import { orchestrationCredits, SPEECH_CREDITS, usd } from './costs';
import { streamTo } from './answer-stream';
import { checkBudget, runSingle, runZar, singleOrder, type Run } from './model-runs';
import type { Orchestration } from './orchestration-input';

/** What a voice orchestration adds around the models: the transcript before, the speech after. */
export interface VoiceSteps {
  transcribe(): Promise<{ prompt: string; transcript: object }>;
  speak: ((answer: string, inferenceId: string) => Promise<object>) | null;
  /** The longest the studio may take for both steps. */
  studioMs: number;
}

const MAX_HOLD_SECONDS = 3_600;

function originOf(deps: AiDeps, tenantId: string): CallOrigin {
  return { tenantId, requestId: deps.requestId, traceId: deps.traceId };
}

/** The models that may run and the longest they may take, in the order of the mode. */
function planOf(deps: AiDeps, o: Orchestration) {
  if (o.mode === 'zar') {
    if (deps.models.zar.length < ZAR_MINIMUM)
      throw new ServiceUnavailableError(
        `zar needs at least ${ZAR_MINIMUM} models (AI_ZAR_MODELS); ${deps.models.zar.length} are configured`,
      );
    const slowest =
      Math.max(...deps.models.zar.map((m) => m.timeoutMs)) + (deps.models.judge?.timeoutMs ?? 0);
    return { candidates: deps.models.zar, longestMs: slowest, order: deps.models.zar };
  }
  const order = singleOrder(deps.models, o.model);
  return {
    candidates: order.slice(0, 1),
    longestMs: order.reduce((sum, m) => sum + m.timeoutMs, 0),
    order,
  };
}

/** 502 PROVIDER_ERROR, or 504 TIMEOUT when every model that ran timed out; nothing is charged. */
function noAnswer(run: Run): AppError {
  const ran = run.results.filter(
    (r) => r.status === 'ok' || r.status === 'error' || r.status === 'timeout',
  );
  if (ran.length > 0 && ran.every((r) => r.status === 'timeout'))
    return new AppError('TIMEOUT', 'No model answered in time; nothing was charged', 504);
  // The local provider's reason is its own plain words (what it answers), so the caller reads it.
  const local = ran.find((r) => r.provider === 'local' && r.status === 'error');
  const why = local && ran.every((r) => r.provider === 'local') ? ` (${local.error})` : '';
  return new AppError('PROVIDER_ERROR', `No model could answer${why}; nothing was charged`, 502);
}

/**
 * One paid orchestration (docs/wallets.md, "Holds", work done inside the request): the credits
 * are held before any provider is called, with a hold longer than the work may take; then the
 * models run; the inference is stored with its settlement pending; then identity charges (an
 * answer) or releases (none), and its answer and `ai.inference_complete` are recorded together.
 * A stop at any point leaves either a hold identity releases by itself, or a pending inference
 * the recovery step settles (settlement-recovery.ts): credits end charged or released, once.
 */
export async function paidOrchestration(
  deps: AiDeps,
  actor: Actor,
  o: Orchestration,
  voice: VoiceSteps | null,
  streamId?: string,
): Promise<InferenceRow> {
  const started = performance.now();
  const plan = planOf(deps, o);
  const request: ChatRequest = {
    prompt: o.prompt,
    context: o.context,
    maxTokens: o.maxTokens,
    temperature: o.temperature,
    now: deps.clock.now(),
  };
  // A voice prompt is known only once transcribed: checked here with none (the least it can
  // cost), and again with the transcript, which then releases the hold at once if over.
  checkBudget(plan.candidates, request, o.budgetMicroUsd);
  const id = randomUUID();
  const origin = originOf(deps, actor.tenantId);
  const amount = orchestrationCredits(o.mode, o.maxTokens) + (voice?.speak ? SPEECH_CREDITS : 0);
  const reservationId = `ai-inference:${id}`;
  const holdSeconds = Math.min(
    MAX_HOLD_SECONDS,
    Math.ceil((plan.longestMs + (voice?.studioMs ?? 0)) / 1000) + 30,
  );
  await deps.credits.reserve(origin, {
    reservationId,
    userId: actor.id,
    teamId: o.teamId,
    amount,
    reference: reservationId,
    holdSeconds,
  });

  let stored: InferenceRow;
  try {
    const heard = voice ? await voice.transcribe() : null;
    if (heard) request.prompt = heard.prompt;
    if (heard) checkBudget(plan.candidates, request, o.budgetMicroUsd);
    if (streamId) request.onDelta = streamTo(deps, actor.tenantId, streamId);
    const run =
      o.mode === 'zar'
        ? await runZar(deps.models, request, o.budgetMicroUsd)
        : await runSingle(plan.order, request, o.budgetMicroUsd);
    const speech =
      run.chosen && voice?.speak ? await voice.speak(run.chosen.output ?? '', id) : null;
    stored = await insertInference(
      deps.prisma,
      inferenceRowOf(deps, actor, o, {
        id,
        run,
        amount,
        reservationId,
        heard: heard?.transcript ?? null,
        speech,
        started,
      }),
    );
  } catch (error) {
    // Nothing stored: give the credits back now rather than when the hold runs out.
    await deps.credits.settle(origin, reservationId, 'release').catch(() => undefined);
    throw error;
  }
  const answer = await deps.credits.settle(
    origin,
    reservationId,
    stored.status === 'completed' ? 'charge' : 'release',
  );
  const settled = await recordSettlement(
    deps.prisma,
    stored,
    answer.status === 'charged' ? 'charged' : 'released',
    (row) => eventOf(row),
    deps.clock.now(),
  );
  if (settled.status === 'failed')
    throw noAnswer({ results: settled.results as never, chosen: null, aggregation: null });
  if (settled.settlement !== 'charged')
    throw new AppError(
      'TIMEOUT',
      'The answer came after its credit hold ran out; nothing was charged',
      504,
    );
  return settled;
}

function inferenceRowOf(
  deps: AiDeps,
  actor: Actor,
  o: Orchestration,
  r: {
    id: string;
    run: Run;
    amount: number;
    reservationId: string;
    heard: object | null;
    speech: object | null;
    started: number;
  },
): NewInference {
  const promptTokens = r.run.results.reduce((sum, c) => sum + c.promptTokens, 0);
  const completionTokens = r.run.results.reduce((sum, c) => sum + c.completionTokens, 0);
  const costMicroUsd = r.run.results.reduce((sum, c) => sum + c.costMicroUsd, 0);
  const failure = r.run.chosen ? null : noAnswer(r.run).code;
  return {
    id: r.id,
    tenantId: actor.tenantId,
    userId: actor.id,
    mode: o.mode,
    kind: r.heard ? 'voice' : 'text',
    status: r.run.chosen ? ('completed' as const) : ('failed' as const),
    prompt: o.prompt,
    contextChars: o.context?.length ?? 0,
    maxTokens: o.maxTokens,
    temperature: o.temperature,
    output: r.run.chosen?.output ?? null,
    results: r.run.results.map(({ costMicroUsd: cost, ...call }) => ({
      ...call,
      costUsd: usd(cost),
    })),
    aggregation: r.run.aggregation,
    usage: { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens },
    costUsd: usd(costMicroUsd),
    budgetMaxUsd: o.budgetMicroUsd === null ? null : usd(o.budgetMicroUsd),
    creditsReserved: r.amount,
    reservationId: r.reservationId,
    errorCode: failure,
    latencyMs: Math.round(performance.now() - r.started),
    transcript: r.heard,
    speech: r.speech,
    requestId: deps.requestId,
    createdAt: deps.clock.now(),
  };
}

export function eventOf(row: InferenceRow) {
  const models = (row.results as { model: string; status: string }[])
    .filter((c) => c.status !== 'skipped_budget')
    .map((c) => c.model);
  return inferenceComplete(
    row.tenantId,
    {
      inferenceId: row.id,
      userId: row.userId,
      mode: row.mode as 'single' | 'zar',
      models,
      status: row.status,
      costUsd: row.costUsd,
      creditsCharged: row.creditsCharged,
      latencyMs: row.latencyMs,
    },
    row.requestId ?? undefined,
  );
}
