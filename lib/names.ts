/*
 * The one rule for a person's or an organisation's name (users, tenants, teams, attendees):
 * docs/api/README.md, "Names". A name is shown in pages, inboxes and the text part of mails,
 * where nothing escapes it, so it must not be able to carry markup or break a line into a header.
 * Quotes, apostrophes, hyphens, accents and any script stay allowed: `Zoë "Zo" O'Brien-Łukasz`.
 */

/**
 * What a name refuses: the control characters (Unicode Cc: C0, DEL and C1, so CR, LF, TAB, NUL
 * and NEL), the line and paragraph separators (U+2028, U+2029, which some readers break lines
 * at), the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069, which
 * make a name read backwards), and the angle brackets `<` and `>` (markup).
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069<>]/u;

/** The problem a refused name is reported with, on its own field (400 VALIDATION_FAILED). */
export const NAME_PROBLEM = 'must not contain control characters, line breaks, < or >';

/** Whether `value` may stand as a name (its length is the caller's rule). */
export function isPlainName(value: string): boolean {
  return !NOT_IN_A_NAME.test(value);
}
