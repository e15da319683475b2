import { normalisedText, termMatcher } from './term-matcher';
import { ABUSE, ALWAYS, DEPICTION, MINOR, NUMBER_WORDS, SEXUALISING } from './minors-terms';

/*
 * Sexual content involving minors, always refused (docs/media.md, "Content policy"). Not a list of
 * words that are refused alone: "children playing football in a park" or "a teen reading a book"
 * name minors and nothing sexual. A text is refused when it
 * - uses a term that only names such material (CSAM, "child porn", lolicon, PTHC, ...), or
 * - puts a sexualising term (nude, naked, sexy, erotic, lingerie, "sex with", molesting, ...) near a
 *   minor: a word for a child or a teenager, or an age under 18 in digits or words ("12 year old",
 *   "twelve-year-old", "13yo", "aged 9"), or
 * - puts abuse (sexual abuse, rape, molestation) near a minor and a depiction (imagery, photos,
 *   video, material): the topic itself ("how to protect children from sexual abuse") passes.
 * "Near" is within WINDOW characters, about 35 words: a short prompt is judged whole, and a long
 * text (an AI context) is not refused for two words pages apart.
 */
const WINDOW = 200;

const always = termMatcher(ALWAYS);
const minors = termMatcher(MINOR);
const sexualising = termMatcher(SEXUALISING);
const abuse = termMatcher(ABUSE);
const depiction = termMatcher(DEPICTION);

const AGE = `(\\d{1,3}|${NUMBER_WORDS.join('|')})`;
/**
 * "12 year old", "12 years old", "two 16 year olds", "twelve year old", "13yo", "13 y/o"; "aged 9",
 * "age of 9". "12 years" alone is a span of time ("5 years of marriage"), not an age.
 */
const AGE_PATTERNS = [
  new RegExp(`(?<![\\w.])${AGE}\\s*(?:(?:years?|yrs?)\\s*olds?|y\\s*/\\s*o|yo)(?![a-z])`, 'g'),
  new RegExp(`\\b(?:aged?|age of)\\s*:?\\s*${AGE}(?![\\w.])`, 'g'),
];
/** Months, weeks or days old is a baby; "under 18" is a minor. */
const BABY_AGE =
  /(?<![\w.])\d{1,2}\s*(?:months?|weeks?|days?)\s*old\b|\bunder\s*(?:18|eighteen)\b/g;

function ageOf(word: string): number {
  const index = NUMBER_WORDS.indexOf(word);
  return index >= 0 ? index : Number(word);
}

/** Where the text names an age under 18. */
function minorAges(text: string): number[] {
  const starts: number[] = [];
  for (const pattern of AGE_PATTERNS)
    for (const match of text.matchAll(pattern)) if (ageOf(match[1]) < 18) starts.push(match.index);
  for (const match of text.matchAll(BABY_AGE)) starts.push(match.index);
  return starts;
}

/** Whether a position of `a` is within WINDOW of one of `b`: both sorted, one pass. */
function near(a: number[], b: number[]): boolean {
  const xs = [...a].sort((x, y) => x - y);
  const ys = [...b].sort((x, y) => x - y);
  let j = 0;
  for (const x of xs) {
    while (j < ys.length && ys[j] < x - WINDOW) j++;
    if (j < ys.length && ys[j] <= x + WINDOW) return true;
  }
  return false;
}

/** Whether `text` asks for sexual content involving minors (the rules above). */
export function involvesMinorsSexually(text: string): boolean {
  const normal = normalisedText(text);
  if (always.matches(normal).length > 0) return true;
  const minor = [...minors.matches(normal).map((m) => m.start), ...minorAges(normal)];
  if (minor.length === 0) return false;
  const sexual = sexualising.matches(normal).map((m) => m.start);
  if (near(minor, sexual)) return true;
  const abused = abuse.matches(normal).map((m) => m.start);
  if (!near(minor, abused)) return false;
  const depicted = depiction.matches(normal).map((m) => m.start);
  return near(abused, depicted) && near(minor, depicted);
}
