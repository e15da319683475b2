import { englishDataset } from 'obscenity';
import { normalisedText, termMatcher, type Term } from './term-matcher';

/*
 * The general word list of the content policy (docs/media.md, "Content policy"): obscenity's
 * English dataset (sexual terms, slurs and profanity, with its own exceptions such as "Scunthorpe")
 * and the platform's own terms for violence and propaganda, which the dataset does not hold.
 */
const PLATFORM_TERMS: Term[] = [
  {
    term: 'nude',
    patterns: ['|nude', '|nudity'],
    except: ['nude lipstick', 'nude colour', 'nude color'],
  },
  { term: 'gore', patterns: ['|gore|', '|gory|'] },
  { term: 'beheading', patterns: ['|beheading'] },
  { term: 'snuff', patterns: ['|snuff|', '|snuff film'] },
  { term: 'bomb making', patterns: ['|bomb making', '|bombmaking'] },
  { term: 'terrorist propaganda', patterns: ['|terrorist propaganda'] },
  { term: 'nazi propaganda', patterns: ['|nazi propaganda'] },
  { term: 'self-harm', patterns: ['|self harm'] },
];

const WORDS = termMatcher(PLATFORM_TERMS, englishDataset);

/** The first blocked term `text` uses, else null. */
export function blockedTerm(text: string): string | null {
  return WORDS.matches(normalisedText(text))[0]?.term ?? null;
}
