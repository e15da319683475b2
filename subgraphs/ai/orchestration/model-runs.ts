import type { ModelConfig } from '../../../lib/ai/model-registry';
import {
  callModel,
  skipped,
  type CallResult,
  type ChatRequest,
} from '../common/models/model-calls';
import { AiError } from '../common/errors';
import { worstCaseMicroUsd } from '../common/models/prices';
import type { ModelRegistry } from '../common/models/registry';
import { consensus, judgeChoice, judged, judgePrompt, type Aggregation } from './aggregation';
import { usd } from './costs';

export interface Run {
  results: CallResult[];
  /** The answer handed back: null when no model answered. */
  chosen: CallResult | null;
  aggregation: Aggregation | null;
}

/** 402 BUDGET_EXCEEDED, before anything is reserved (docs/api/ai.md, "Errors"). */
class BudgetExceededError extends AiError {
  constructor(worstMicroUsd: number, ceilingMicroUsd: number) {
    super(
      'BUDGET_EXCEEDED',
      `The cheapest way to answer may cost $${usd(worstMicroUsd)}; x-budget-max-usd allows $${usd(ceilingMicroUsd)}. Nothing was reserved or charged.`,
    );
  }
}

const overBudget = (worst: number) =>
  `its worst case ($${usd(worst)}) would pass the x-budget-max-usd ceiling`;

/** Single mode's order: the requested model first, then the others in configured order. */
export function singleOrder(registry: ModelRegistry, first: string | null): ModelConfig[] {
  if (!first) return registry.chat;
  return [
    ...registry.chat.filter((m) => m.id === first),
    ...registry.chat.filter((m) => m.id !== first),
  ];
}

/**
 * Refuses, before anything is reserved or runs, a request none of whose possible first calls fits
 * under the ceiling: single mode passes its first model, zar every zar model (any one may run).
 */
export function checkBudget(
  candidates: ModelConfig[],
  request: ChatRequest,
  ceiling: number | null,
): void {
  if (ceiling === null) return;
  const worst = Math.min(...candidates.map((m) => worstCaseMicroUsd(m, request)));
  if (worst > ceiling) throw new BudgetExceededError(worst, ceiling);
}

/**
 * Single mode: one model at a time, the next only when the previous failed or timed out. A model
 * whose worst case would pass what is left of the ceiling is skipped, so the sum never passes it.
 */
export async function runSingle(
  order: ModelConfig[],
  request: ChatRequest,
  ceiling: number | null,
): Promise<Run> {
  const results: CallResult[] = [];
  let spent = 0;
  for (const model of order) {
    const worst = worstCaseMicroUsd(model, request);
    if (ceiling !== null && spent + worst > ceiling) {
      results.push(skipped(model, overBudget(worst)));
      continue;
    }
    const result = await callModel(model, request);
    results.push(result);
    spent += result.costMicroUsd;
    if (result.status === 'ok') return { results, chosen: result, aggregation: null };
  }
  return { results, chosen: null, aggregation: null };
}

/**
 * Zar: every zar model whose worst case fits in what is left of the ceiling runs at once (the
 * others are skipped_budget); the judge is asked only when its own worst case still fits.
 */
export async function runZar(
  registry: ModelRegistry,
  request: ChatRequest,
  ceiling: number | null,
): Promise<Run> {
  let committed = 0;
  const planned = registry.zar.map((model) => {
    const worst = worstCaseMicroUsd(model, request);
    if (ceiling !== null && committed + worst > ceiling) return { model, worst, run: false };
    committed += worst;
    return { model, worst, run: true };
  });
  const results = await Promise.all(
    planned.map((p) =>
      p.run
        ? callModel(p.model, { ...request, onDelta: undefined })
        : skipped(p.model, overBudget(p.worst)),
    ),
  );
  const answers = results.filter((r) => r.status === 'ok');
  if (answers.length === 0) return { results, chosen: null, aggregation: null };
  const spent = results.reduce((sum, r) => sum + r.costMicroUsd, 0);
  const judge = registry.judge;
  if (judge && answers.length > 1) {
    const judgeRequest = { prompt: judgePrompt(request.prompt, answers), maxTokens: 8 };
    const worst = worstCaseMicroUsd(judge, judgeRequest);
    if (ceiling === null || spent + worst <= ceiling) {
      const verdict = await callModel(judge, judgeRequest);
      results.push(verdict);
      const pick =
        verdict.status === 'ok' ? judgeChoice(verdict.output ?? '', answers.length) : null;
      if (pick !== null) return { results, ...judged(answers, pick) };
    } else {
      results.push(skipped(judge, overBudget(worst)));
    }
  }
  return { results, ...consensus(answers) };
}
