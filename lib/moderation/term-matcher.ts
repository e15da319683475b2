import {
  DataSet,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  type MatchPayload,
} from 'obscenity';

/*
 * Word lists matched by the `obscenity` library (README, "Libraries, and why"): case, look-alike
 * characters (Cyrillic, full-width), leet speak ("ch1ld") and stretched letters ("chiiild") are
 * undone before matching, and `|` in a pattern is a word boundary. Its English preset collapses
 * doubled letters except b, e, o, l, s and g, so patterns are written as the text becomes
 * ("kidie" for "kiddie"); collapsedPattern writes them so.
 */

/** A term's patterns (obscenity's syntax) and the phrases that contain it but are not it. */
export interface Term {
  term: string;
  patterns: string[];
  except?: string[];
}

export interface TermMatch {
  term: string;
  start: number;
}

const KEEP_DOUBLE = new Set(['b', 'e', 'o', 'l', 's', 'g']);

/** A pattern as the English preset's duplicate collapsing leaves text: "kiddie" becomes "kidie". */
function collapsedPattern(pattern: string): string {
  return pattern.replace(/([a-z])\1+/g, (run, letter: string) =>
    letter.repeat(KEEP_DOUBLE.has(letter) ? Math.min(run.length, 2) : 1),
  );
}

/** A matcher of `terms`, alone or on top of a dataset (obscenity's English one). */
export function termMatcher(terms: Term[], base?: DataSet<{ originalWord?: string }>) {
  const dataset = new DataSet<{ originalWord?: string }>();
  if (base) dataset.addAll(base);
  for (const { term, patterns, except = [] } of terms)
    dataset.addPhrase((phrase) => {
      let built = phrase.setMetadata({ originalWord: term });
      for (const p of patterns) built = built.addPattern(parseRawPattern(collapsedPattern(p)));
      for (const e of except) built = built.addWhitelistedTerm(e);
      return built;
    });
  const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });
  const termOf = (match: MatchPayload) =>
    dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? 'term';
  return {
    /** Every match in `text`, in order of position. */
    matches(text: string): TermMatch[] {
      return matcher
        .getAllMatches(text, true)
        .map((match) => ({ term: termOf(match), start: match.startIndex }));
    },
  };
}

/** The text as the rules read it: compatibility forms folded (full-width digits), lower case, hyphens as spaces. */
export function normalisedText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[-_]/g, ' ');
}
