import { normalisedText, termMatcher, type Term } from './term-matcher';

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

const ALWAYS: Term[] = [
  { term: 'csam', patterns: ['|csam|', '|pthc|'] },
  { term: 'lolicon', patterns: ['|lolicon', '|shotacon', '|loli|', '|shota|', '|jailbait'] },
  { term: 'paedophilia', patterns: ['|pedophil', '|paedophil', '|pedo|', '|paedo|'] },
  {
    term: 'child pornography',
    patterns: ['|child porn', '|kiddie porn', '|kiddy porn', '|kid porn', '|underage porn'],
  },
];

const MINOR_WORDS = [
  '|child',
  '|kid|',
  '|kids|',
  '|kiddie',
  '|kiddo',
  '|minor|',
  '|minors|',
  '|underage',
  '|under age|',
  '|infant',
  '|toddler',
  '|newborn',
  '|baby|',
  '|babies|',
  '|preteen',
  '|pre teen',
  '|tween',
  '|teen',
  '|adolescent',
  '|juvenile',
  '|pubescent',
  '|prepubescent',
  '|youngster',
  '|schoolgirl',
  '|schoolboy',
  '|school girl',
  '|school boy',
  '|little girl',
  '|little boy',
  '|young girl',
  '|young boy',
  '|underaged',
];
const MINOR: Term[] = [{ term: 'minor', patterns: MINOR_WORDS }];

const SEXUALISING: Term[] = [
  {
    term: 'sexual',
    patterns: [
      '|sexy',
      '|sexualis',
      '|sexualiz',
      '|sex with',
      '|having sex',
      '|sex scene',
      '|sex act',
      '|sexual act',
      '|sexual pose',
      '|sexual position',
      '|sexual content',
      '|sexual photo',
      '|sexual image',
      '|sexual video',
      '|sexually abusing',
      '|sexually abused',
      '|nude',
      '|nudity',
      '|naked',
      '|topless',
      '|undress',
      '|lingerie',
      '|panties',
      '|erotic',
      '|porn',
      '|nsfw',
      '|lewd',
      '|fetish',
      '|seductive',
      '|sensual',
      '|aroused',
      '|arousing',
      '|horny',
      '|kinky',
      '|bdsm',
      '|bondage',
      '|orgasm',
      '|masturbat',
      '|molesting',
      '|molested',
      '|raping',
      '|raped',
      '|intercourse',
      '|genital',
      '|penis',
      '|vagina',
      '|nipple',
      '|boobs',
      '|stripper',
      '|striptease',
      '|hentai',
      '|blowjob',
      '|handjob',
    ],
    except: ['naked eye', 'naked mole'],
  },
];

const ABUSE: Term[] = [
  { term: 'abuse', patterns: ['|sexual abuse', '|sex abuse', '|molestation', '|rape|', '|abuse'] },
];
const DEPICTION: Term[] = [
  {
    term: 'depiction',
    patterns: [
      '|imag',
      '|picture',
      '|photo',
      '|pic|',
      '|pics|',
      '|video',
      '|footage',
      '|film',
      '|material',
      '|content',
      '|depict',
      '|drawing',
      '|render',
      '|illustration',
    ],
  },
];

const always = termMatcher(ALWAYS);
const minors = termMatcher(MINOR);
const sexualising = termMatcher(SEXUALISING);
const abuse = termMatcher(ABUSE);
const depiction = termMatcher(DEPICTION);

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
];
const AGE = `(\\d{1,3}|${NUMBER_WORDS.join('|')})`;
/** "12 year old", "12 years old", "twelve year old", "13yo", "13 y/o", "14 yrs"; "aged 9", "age of 9". */
const AGE_PATTERNS = [
  new RegExp(`(?<![\\w.])${AGE}\\s*(?:years?|yrs?|y\\s*/\\s*o|yo)(?![a-z])`, 'g'),
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

const near = (a: number[], b: number[]) => a.some((x) => b.some((y) => Math.abs(x - y) <= WINDOW));

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
