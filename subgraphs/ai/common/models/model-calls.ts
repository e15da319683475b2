import { systemClock } from '../../../../lib/clock';
import { chatCompletion } from '../../../../lib/ai/openai-client';
import type { ModelConfig } from '../../../../lib/ai/model-registry';
import { answerLocally } from './local/local-model';
import { messagesOf, type ChatRequest } from './messages';

export type { ChatRequest };
import { promptTokenBound, spentMicroUsd } from './prices';

type CallStatus = 'ok' | 'error' | 'timeout' | 'skipped_budget';

/** One model call as recorded in `results` (docs/api/ai.md, "Bodies"). */
export interface CallResult {
  provider: 'local' | 'openai';
  model: string;
  status: CallStatus;
  output: string | null;
  latencyMs: number;
  promptTokens: number;
  completionTokens: number;
  /** Micro-USD: whole numbers, so sums and the ceiling compare exactly. */
  costMicroUsd: number;
  error: string | null;
}

export function skipped(model: ModelConfig, reason: string): CallResult {
  return {
    provider: model.kind,
    model: model.id,
    status: 'skipped_budget',
    output: null,
    latencyMs: 0,
    promptTokens: 0,
    completionTokens: 0,
    costMicroUsd: 0,
    error: reason,
  };
}

/**
 * Calls one model within its timeout and records the outcome; never throws. A local model answers
 * in-process; an OpenAI-compatible one over HTTP. The cost is the server's token counts at the
 * model's prices, and never more than the call's worst case (prices.ts), which is what budgets
 * were checked against.
 */
export async function callModel(model: ModelConfig, request: ChatRequest): Promise<CallResult> {
  const started = performance.now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, model.timeoutMs);
  const base = { provider: model.kind, model: model.id };
  try {
    const answer =
      model.kind === 'local'
        ? localAnswer(model, request)
        : await chatCompletion(model, {
            messages: messagesOf(request),
            maxTokens: request.maxTokens,
            temperature: request.temperature ?? undefined,
            signal: controller.signal,
            onDelta: request.onDelta,
          });
    const latencyMs = Math.round(performance.now() - started);
    const promptTokens = Math.min(answer.promptTokens, promptTokenBound(model, request));
    const completionTokens = Math.min(answer.completionTokens, request.maxTokens);
    return {
      ...base,
      status: 'ok',
      output: answer.output,
      latencyMs,
      promptTokens,
      completionTokens,
      costMicroUsd: spentMicroUsd(model, promptTokens, completionTokens),
      error: null,
    };
  } catch (error) {
    const latencyMs = Math.round(performance.now() - started);
    const message = timedOut
      ? `no answer within ${model.timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : String(error);
    return {
      ...base,
      status: timedOut ? 'timeout' : 'error',
      output: null,
      latencyMs,
      promptTokens: 0,
      completionTokens: 0,
      costMicroUsd: 0,
      error: message.slice(0, 500),
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The local model streams its answer word by word, so streaming works without any server. A
 * question it cannot answer is thrown (local/local-model.ts): the call is recorded as an `error`.
 */
function localAnswer(model: ModelConfig, request: ChatRequest) {
  const answer = answerLocally(model.strategy ?? 'bm25', {
    prompt: request.prompt,
    context: request.context ?? undefined,
    maxTokens: request.maxTokens,
    now: request.now ?? systemClock.now(),
  });
  if (request.onDelta)
    for (const piece of answer.output.match(/\S+\s*/g) ?? []) request.onDelta(piece);
  return answer;
}
