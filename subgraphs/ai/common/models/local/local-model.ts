import type { ChatAnswer } from '../../../../../lib/ai/openai-client';
import { contentLemmas, countTokens, readText } from './nlp';
import { STRATEGIES, type Material } from './strategies';

export interface LocalQuestion {
  prompt: string;
  context?: string;
  maxTokens: number;
}

const NOTHING_FOUND =
  'The local provider found no sentence in the prompt or context that answers this.';

const WH = /^(how (?:many|much|long|tall|far|old)|what|when|where|who|whom|which|why|how)\b/i;

/**
 * The embedded provider (docs/ai.md, "The local provider"): no language model, an extractive
 * answer. The sentences of the context and of the prompt (questions excepted) are ranked by one
 * strategy (wink-nlp lemmas, entities and BM25 vectors) and the best ones are returned verbatim,
 * in their original order, up to `maxTokens`.
 */
export function answerLocally(
  strategy: keyof typeof STRATEGIES,
  question: LocalQuestion,
): ChatAnswer {
  const material = `${question.context ?? ''}\n${question.prompt}`;
  const read = readText(material);
  const sources = read.sentences.filter((sentence) => !sentence.text.endsWith('?'));
  const asked = readText(question.prompt).sentences.filter((sentence) =>
    sentence.text.endsWith('?'),
  );
  const questionText = asked.length ? asked.map((s) => s.text).join(' ') : question.prompt;
  const input: Material = {
    question: contentLemmas(questionText),
    whWord: (questionText.trim().match(WH)?.[1] ?? '').toLowerCase(),
    sources,
  };
  const promptTokens = read.tokens;
  const scores = STRATEGIES[strategy](input);
  const ranked = sources
    .map((sentence, index) => ({ sentence, index, score: scores[index] }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  if (ranked.length === 0)
    return { output: NOTHING_FOUND, promptTokens, completionTokens: countTokens(NOTHING_FOUND) };
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
  const output = truncateTokens(
    chosen
      .sort((a, b) => a.index - b.index)
      .map((c) => c.sentence.text)
      .join(' '),
    question.maxTokens,
  );
  return { output, promptTokens, completionTokens: countTokens(output) };
}

/** At most `max` whitespace-separated words (a first sentence longer than maxTokens is cut). */
function truncateTokens(text: string, max: number): string {
  const words = text.split(/\s+/);
  return words.length <= max ? text : `${words.slice(0, max).join(' ')}…`;
}
