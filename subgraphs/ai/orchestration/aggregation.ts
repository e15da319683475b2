import { wordsOf } from '../common/models/answer-words';
import type { CallResult } from '../common/models/model-calls';

export interface Aggregation {
  method: 'consensus' | 'judge';
  chosenModel: string | null;
  agreement: number;
}

/** Jaccard similarity of two answers' word sets: 1 when they say the same words, 0 when none are shared. */
function similarity(a: string[], b: string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}

/** How much `index`'s answer agrees with the other answers: their mean similarity (0 when it stands alone). */
function agreementOf(words: string[][], index: number): number {
  if (words.length < 2) return 0;
  let sum = 0;
  words.forEach((other, j) => {
    if (j !== index) sum += similarity(words[index], other);
  });
  return sum / (words.length - 1);
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * Consensus: the answer the others agree with most (after normalisation: wordsOf), the earlier model on a
 * tie. `answers` are the successful calls, in the configured order.
 */
export function consensus(answers: CallResult[]): { chosen: CallResult; aggregation: Aggregation } {
  const words = answers.map((a) => wordsOf(a.output ?? ''));
  let best = 0;
  for (let i = 1; i < answers.length; i++)
    if (agreementOf(words, i) > agreementOf(words, best)) best = i;
  return {
    chosen: answers[best],
    aggregation: {
      method: 'consensus',
      chosenModel: answers[best].model,
      agreement: round(agreementOf(words, best)),
    },
  };
}

/** The judge's pick by its number; the agreement is still measured, so a lone judge's choice shows how contested it was. */
export function judged(
  answers: CallResult[],
  pick: number,
): { chosen: CallResult; aggregation: Aggregation } {
  const words = answers.map((a) => wordsOf(a.output ?? ''));
  return {
    chosen: answers[pick],
    aggregation: {
      method: 'judge',
      chosenModel: answers[pick].model,
      agreement: round(agreementOf(words, pick)),
    },
  };
}

/** What the judge model is asked: the question and the numbered answers, and to reply with a number only. */
export function judgePrompt(question: string, answers: CallResult[]): string {
  const list = answers.map((a, i) => `${i + 1}. ${a.output ?? ''}`).join('\n');
  return `Question:\n${question}\n\nCandidate answers:\n${list}\n\nReply with the number of the best answer and nothing else.`;
}

/** The judge's reply as an index into `answers`, or null when it names none of them. */
export function judgeChoice(reply: string, count: number): number | null {
  const match = reply.match(/\d+/);
  const number = match ? Number(match[0]) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= count ? number - 1 : null;
}
