import { ValidationError } from '../lib/errors';

// A JSON `\u0000` escape preceded by an even number of backslashes (an odd number would make
// the first backslash part of an escaped backslash instead).
const JSON_NUL = /(^|[^\\])(\\\\)*\\u0000/;

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a request would end as a database
 * error. Refusing it here, once for every service, makes it a 400 instead.
 */
export function refuseNulCharacters(rawBody: string, search: string): void {
  if (JSON_NUL.test(rawBody) || rawBody.includes('\u0000')) {
    throw ValidationError.field('body', 'must not contain NUL characters (\\u0000)', 'malformed');
  }
  if (/%00/.test(search))
    throw ValidationError.field('query', 'must not contain NUL characters (%00)');
}
