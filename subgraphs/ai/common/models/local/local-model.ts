import type { ChatAnswer } from '../../../../../lib/ai/openai-client';
import { wordsOf } from '../answer-words';
import { calculate } from './arithmetic';
import { answerDate } from './dates';
import { contentLemmas, countTokens, readText } from './nlp';
import { STRATEGIES, type Material } from './strategies';
import { convertUnits } from './units';

export interface LocalQuestion {
  prompt: string;
  context?: string;
  maxTokens: number;
  /** The service clock's time: what "today" is (docs/ai.md, "The local provider"). */
  now: Date;
}

const CANNOT =
  'The local provider cannot answer this: it computes arithmetic, dates and unit conversions and finds facts in the context, and this asks for none of them.';
const ECHO = 'The local provider found nothing to answer with but the prompt itself.';

const WH = /^(how (?:many|much|long|tall|far|old)|what|when|where|who|whom|which|why|how)\b/i;

/**
 * The embedded provider (docs/ai.md, "The local provider"): no language model. It computes what
 * can be computed (dates, unit conversions, arithmetic with mathjs), else answers extractively
 * from the context: its sentences are ranked by one strategy (wink-nlp lemmas, entities and BM25
 * vectors) and the best ones are returned verbatim, in their original order, up to `maxTokens`.
 * A question it cannot answer, or an answer that only repeats the prompt, is thrown: the call is
 * an `error`, and an orchestration no model answered charges nothing.
 */
export function answerLocally(
  strategy: keyof typeof STRATEGIES,
  question: LocalQuestion,
): ChatAnswer {
  const asked = readText(question.prompt).sentences.filter((s) => s.text.endsWith('?'));
  const questionText = asked.length ? asked.map((s) => s.text).join(' ') : question.prompt;
  const computed = [question.prompt, ...asked.map((s) => s.text)]
    .map((text) => answerDate(text, question.now) ?? convertUnits(text) ?? calculate(text))
    .find((answer) => answer !== null);
  const found = computed ?? fromContext(strategy, question, questionText);
  if (!found) throw new Error(CANNOT);
  const output = truncateTokens(found, question.maxTokens);
  if (echoes(output, question.prompt)) throw new Error(ECHO);
  return {
    output,
    promptTokens: countTokens(`${question.context ?? ''}\n${question.prompt}`),
    completionTokens: countTokens(output),
  };
}

/** The context's best sentences for the question, or null when none shares a word with it. */
function fromContext(
  strategy: keyof typeof STRATEGIES,
  question: LocalQuestion,
  questionText: string,
): string | null {
  if (!question.context) return null;
  const sources = readText(question.context).sentences.filter((s) => !s.text.endsWith('?'));
  const input: Material = {
    question: contentLemmas(questionText),
    whWord: (questionText.trim().match(WH)?.[1] ?? '').toLowerCase(),
    sources,
  };
  const asked = new Set(input.question);
  const scores = STRATEGIES[strategy](input);
  const ranked = sources
    .map((sentence, index) => ({ sentence, index, score: scores[index] }))
    // A sentence sharing no word with the question is no answer to it, however central.
    .filter((s) => s.score > 0 && s.sentence.lemmas.some((lemma) => asked.has(lemma)))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  if (ranked.length === 0) return null;
  const chosen: typeof ranked = [];
  let tokens = 0;
  for (const candidate of ranked.slice(0, 3)) {
    const size = countTokens(candidate.sentence.text);
    if (chosen.length > 0 && tokens + size > question.maxTokens) break;
    chosen.push(candidate);
    tokens += size;
    // The best sentence alone answers most questions; a second only when it scores nearly as well.
    if (ranked.length < 2 || candidate.score > 1.5 * (ranked[chosen.length]?.score ?? 0)) break;
  }
  return chosen
    .sort((a, b) => a.index - b.index)
    .map((c) => c.sentence.text)
    .join(' ');
}

/** Whether an answer says nothing the prompt did not: it is the prompt, or a part of it. */
function echoes(answer: string, prompt: string): boolean {
  const said = wordsOf(answer).join(' ');
  return said === '' || ` ${wordsOf(prompt).join(' ')} `.includes(` ${said} `);
}

/** At most `max` whitespace-separated words (a first sentence longer than maxTokens is cut). */
function truncateTokens(text: string, max: number): string {
  const words = text.split(/\s+/);
  return words.length <= max ? text : `${words.slice(0, max).join(' ')}…`;
}
