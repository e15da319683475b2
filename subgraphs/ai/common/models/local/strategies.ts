import BM25Vectorizer from 'wink-nlp/utilities/bm25-vectorizer';
import similarity from 'wink-nlp/utilities/similarity';
import { its, type Sentence } from './nlp';

/** A question and the sentences an answer may be taken from. */
export interface Material {
  question: string[];
  /** The question's first word, lower case (what, when, who, how, ...). */
  whWord: string;
  sources: Sentence[];
}

/** Each strategy ranks the source sentences; the best ones, in order, make the answer. */
type Strategy = (material: Material) => number[];

/** BM25 cosine similarity of each sentence to the question (term weights learnt from the sentences themselves). */
const bm25: Strategy = ({ question, sources }) => {
  const vectorizer = BM25Vectorizer();
  for (const sentence of sources)
    vectorizer.learn(sentence.lemmas.length ? sentence.lemmas : ['∅']);
  const terms = vectorizer.out(its().terms as never) as string[];
  const weights = vectorizer.vectorOf(question);
  const query: Record<string, number> = {};
  terms.forEach((term, index) => {
    if (weights[index] > 0) query[term] = weights[index];
  });
  return sources.map((_sentence, index) => {
    const score = similarity.bow.cosine(
      query,
      vectorizer.doc(index).out(its().bow) as Record<string, number>,
    );
    return Number.isFinite(score) ? score : 0;
  });
};

// The entity types that answer each kind of question.
const EXPECTED: Record<string, string[]> = {
  when: ['DATE', 'TIME'],
  'how many': ['CARDINAL'],
  'how much': ['MONEY', 'CARDINAL', 'PERCENT'],
  'how long': ['DURATION', 'DATE', 'TIME', 'CARDINAL'],
  'how tall': ['MEASURE', 'CARDINAL'],
  'how far': ['MEASURE', 'CARDINAL'],
  'how old': ['DURATION', 'CARDINAL', 'DATE'],
};

/**
 * Question-type aware: word overlap with the question, doubled for a sentence holding the kind
 * of thing the question asks for (a date for "when", a number for "how many", a name for "who"
 * and "where").
 */
const entity: Strategy = ({ question, whWord, sources }) => {
  const asked = new Set(question);
  const expected = EXPECTED[whWord] ?? [];
  return sources.map((sentence) => {
    const overlap = sentence.lemmas.filter((lemma) => asked.has(lemma)).length / (asked.size || 1);
    const holds =
      expected.some((type) => sentence.entities.has(type)) ||
      ((whWord === 'who' || whWord === 'where') && sentence.properNouns > 0);
    return overlap * (holds ? 2 : 1) + (holds ? 0.1 : 0);
  });
};

/**
 * Keyword centrality: each sentence scored by how frequent its words are across all the
 * material (a sentence that restates the main subject), plus its overlap with the question,
 * normalised by length so long sentences do not win by size.
 */
const keywords: Strategy = ({ question, sources }) => {
  const frequency = new Map<string, number>();
  for (const sentence of sources)
    for (const lemma of sentence.lemmas) frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
  const asked = new Set(question);
  return sources.map((sentence) => {
    if (sentence.lemmas.length === 0) return 0;
    const central =
      sentence.lemmas.reduce((sum, lemma) => sum + (frequency.get(lemma) ?? 0), 0) /
      sentence.lemmas.length;
    const overlap = sentence.lemmas.filter((lemma) => asked.has(lemma)).length;
    return central + 2 * overlap;
  });
};

export const STRATEGIES = { bm25, entity, keywords } as const;
