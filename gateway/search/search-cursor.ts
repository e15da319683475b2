import { ValidationError } from '../../lib/errors';
import { SEARCH_HIT_TYPES, type SearchAfter } from '../../lib/search/hits';

/*
 * A search page's cursor: the last hit's score and key (lib/search/hits.ts), opaque to clients.
 * The score travels as JSON's number, which carries a float8 exactly, so the next page starts
 * exactly after it in every service.
 */

/** A hit's key as lib/search/hits.ts writes it: a type, a colon, a uuid. */
const KEY = new RegExp(`^(${SEARCH_HIT_TYPES.join('|')}):[0-9a-f-]{36}$`);

export function encodeSearchCursor(after: SearchAfter): string {
  return Buffer.from(JSON.stringify([after.score, after.key])).toString('base64url');
}

/** The cursor's place, or VALIDATION_FAILED naming `field` for anything this did not write. */
export function decodeSearchCursor(cursor: string, field: string): SearchAfter {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'number' &&
      Number.isFinite(value[0]) &&
      typeof value[1] === 'string' &&
      KEY.test(value[1])
    )
      return { score: value[0], key: value[1] };
  } catch {
    // Not base64 of JSON: the same answer as any other foreign cursor.
  }
  throw ValidationError.field(field, 'is not a cursor of this search');
}
