import type { ModelConfig } from '../../../../lib/ai/model-registry';
import { messagesOf, type ChatRequest } from './messages';

// Per message, chat servers add a few tokens of framing (role, separators); 8 covers every known format.
const FRAMING_TOKENS_PER_MESSAGE = 8;

/**
 * The most prompt tokens a call can be billed for. No tokenizer in use makes a token of less than
 * one byte of text, so the UTF-8 size of the messages plus their framing is a true upper bound
 * whatever the model: a budget checked against it cannot be passed.
 */
export function promptTokenBound(
  model: ModelConfig,
  request: Pick<ChatRequest, 'prompt' | 'context'>,
): number {
  const messages = messagesOf(request);
  if (model.kind === 'local') return Buffer.byteLength(messages.map((m) => m.content).join(' '));
  return messages.reduce(
    (sum, m) => sum + Buffer.byteLength(m.content) + FRAMING_TOKENS_PER_MESSAGE,
    FRAMING_TOKENS_PER_MESSAGE,
  );
}

/** Micro-USD of token counts at the model's prices per million tokens, rounded up. */
export function spentMicroUsd(
  model: ModelConfig,
  promptTokens: number,
  completionTokens: number,
): number {
  return Math.ceil(
    promptTokens * model.inputPricePerMillion + completionTokens * model.outputPricePerMillion,
  );
}

/** The most a call can cost: every prompt token the bound allows and `maxTokens` of answer. */
export function worstCaseMicroUsd(
  model: ModelConfig,
  request: Pick<ChatRequest, 'prompt' | 'context' | 'maxTokens'>,
): number {
  return spentMicroUsd(model, promptTokenBound(model, request), request.maxTokens);
}
