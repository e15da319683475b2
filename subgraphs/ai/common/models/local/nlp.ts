import winkNLP, {
  type ItemEntity,
  type ItemSentence,
  type ItemToken,
  type WinkMethods,
} from 'wink-nlp';

let loaded: WinkMethods | undefined;

/**
 * wink-nlp with its English model, loaded on first use (about 40 ms and 40 MB): every subgraph
 * process holds the ai service's code, and only the one that answers with the local models pays.
 */
function nlp(): WinkMethods {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the model (a large JSON module) loads on first use, not at start
  return (loaded ??= winkNLP(require('wink-eng-lite-web-model') as Parameters<typeof winkNLP>[0]));
}

/** wink-nlp's accessors (`its.vector`, `its.bow`, ...), for the strategies. */
export const its = (): WinkMethods['its'] => nlp().its;

// The model computes lemmas; wink-nlp's types know only the lemma helper of the lemmatizer add-on.
const lemmaOf = (token: ItemToken): string => String(token.out(its().lemma as never)).toLowerCase();

export interface Sentence {
  text: string;
  /** Lemmas of its content words (no stop words, punctuation or numbers as words), lower case. */
  lemmas: string[];
  /** Named-entity types it holds (DATE, CARDINAL, MONEY, ...) and whether it names something (proper nouns). */
  entities: Set<string>;
  properNouns: number;
}

function isContent(token: ItemToken): boolean {
  return token.out(its().type) === 'word' && !token.out(its().stopWordFlag);
}

/** Lemmas of the content words of a text. */
export function contentLemmas(text: string): string[] {
  const lemmas: string[] = [];
  nlp()
    .readDoc(text)
    .tokens()
    .each((token: ItemToken) => {
      if (isContent(token)) lemmas.push(lemmaOf(token));
    });
  return lemmas;
}

/** A text read once: its sentences and its token count. */
export interface ReadText {
  sentences: Sentence[];
  tokens: number;
}

// Zar runs three strategies on one material at once: each reads it from here instead of again.
const recent = new Map<string, ReadText>();
const RECENT_TEXTS = 16;

/** The sentences of a text with what the strategies weigh, and its token count. */
export function readText(text: string): ReadText {
  const known = recent.get(text);
  if (known) return known;
  const doc = nlp().readDoc(text);
  const found: Sentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const lemmas: string[] = [];
    let properNouns = 0;
    sentence.tokens().each((token: ItemToken) => {
      if (isContent(token)) lemmas.push(lemmaOf(token));
      if (token.out(its().pos) === 'PROPN') properNouns++;
    });
    const entities = new Set<string>();
    sentence
      .entities()
      .each((entity: ItemEntity) => void entities.add(String(entity.out(its().type))));
    found.push({ text: sentence.out().trim(), lemmas, entities, properNouns });
  });
  const read = { sentences: found.filter((s) => s.text.length > 0), tokens: doc.tokens().length() };
  if (recent.size >= RECENT_TEXTS) recent.delete(recent.keys().next().value!);
  recent.set(text, read);
  return read;
}

/** Word tokens of a text: what the local models count as tokens. */
export function countTokens(text: string): number {
  return nlp().readDoc(text).tokens().length();
}
