import { UNIT_WORDS } from '../text/number-words';
import type { Term } from './term-matcher';

// The word lists of the minors rule (minors-rule.ts), in obscenity's pattern syntax: `|` is a
// word boundary, so `|teen` is "teen", "teens" and "teenager" but not "canteen".

/** Terms that only name such material: refused wherever they stand. */
export const ALWAYS: Term[] = [
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
/** A word for a child, a baby or a teenager. */
export const MINOR: Term[] = [{ term: 'minor', patterns: MINOR_WORDS }];

/** What makes a text sexual content, as opposed to the topic ("sex education"). */
export const SEXUALISING: Term[] = [
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

/** Abuse named as a topic: refused only beside a minor and a depiction. */
export const ABUSE: Term[] = [
  { term: 'abuse', patterns: ['|sexual abuse', '|sex abuse', '|molestation', '|rape|', '|abuse'] },
];
/** A picture, a video or material of something. */
export const DEPICTION: Term[] = [
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

/** Ages in words, 0 to 17: their index is their value. */
export const NUMBER_WORDS = UNIT_WORDS.slice(0, 18);
