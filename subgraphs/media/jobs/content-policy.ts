import { MediaError } from '../common/errors';

/**
 * A small, documented content policy (docs/media.md): prompt-like text that names one of these
 * terms is refused with 400 ERR_INVALID_PROMPT before anything is reserved. Terms match as whole
 * words, case-insensitively, so "scunthorpe"-style substrings do not trip it.
 */
const BLOCKED_TERMS = [
  'csam',
  'child porn',
  'child pornography',
  'porn',
  'pornographic',
  'nude',
  'nudity',
  'gore',
  'beheading',
  'snuff',
  'bomb making',
  'terrorist propaganda',
  'nazi propaganda',
  'self-harm',
] as const;

const escape = (term: string) =>
  term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[\\s-]+');
const POLICY = new RegExp(
  `(?<![\\p{L}\\p{N}])(${BLOCKED_TERMS.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Prompt-like fields of a request: the field name (as in validation details) and its text. */
export interface PromptText {
  field: string;
  text: string;
}

/** 400 ERR_INVALID_PROMPT naming every field that breaks the policy. */
export function checkContentPolicy(texts: PromptText[]): void {
  const problems = texts.flatMap(({ field, text }) => {
    const match = POLICY.exec(text);
    return match
      ? [
          {
            field,
            problem: `violates the content policy (blocked term "${match[1].toLowerCase()}")`,
          },
        ]
      : [];
  });
  if (problems.length) {
    throw new MediaError(
      'ERR_INVALID_PROMPT',
      `The request violates the content policy: ${problems.map((p) => p.field).join(', ')}`,
      problems,
    );
  }
}
