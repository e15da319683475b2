import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';

const HASH = 0x23;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const RETURN = 0x0d;

/** Where the line holding `from` ends (a comment runs to there). */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE || c === RETURN) return i;
  }
  return text.length;
}

/** Where the string opening at `from` ends: `"..."` (escapes, one line) or `"""..."""` (`\"""` inside). */
function stringEnd(text: string, from: number): number {
  if (text.startsWith('"""', from)) {
    let close = text.indexOf('"""', from + 3);
    while (close !== -1 && text.charCodeAt(close - 1) === BACKSLASH)
      close = text.indexOf('"""', close + 1);
    return close === -1 ? text.length : close + 3;
  }
  for (let i = from + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
    else if (c === NEWLINE || c === RETURN) return i;
  }
  return text.length;
}

/**
 * Comments in a GraphQL text, up to `stopAfter` + 1: a `#` outside a string starts one, to the end
 * of its line. graphql-js's lexer reads every comment up to the next token in one step, so a text of
 * comments alone cannot be stopped part way through it; this scan builds nothing.
 */
function countComments(text: string, stopAfter: number): number {
  if (!text.includes('#')) return 0;
  let count = 0;
  let i = 0;
  while (i < text.length && count <= stopAfter) {
    const c = text.charCodeAt(i);
    if (c === HASH) {
      count++;
      i = lineEnd(text, i);
    } else if (c === QUOTE) i = stringEnd(text, i);
    else i++;
  }
  return count;
}

/**
 * Lexical tokens of a GraphQL text, comments included, counted up to `stopAfter` + 1 (past that
 * the count stops, and so does the reading): by graphql-js's own lexer, which builds no tree, after
 * the comments are counted (countComments). A text that does not lex counts what it has up to the
 * problem; the parser reports the problem itself.
 */
export function countTokens(text: string, stopAfter: number): number {
  const comments = countComments(text, stopAfter);
  if (comments > stopAfter) return comments;
  const lexer = new Lexer(new Source(text));
  let count = comments;
  try {
    while (count <= stopAfter && lexer.advance().kind !== TokenKind.EOF) count++;
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
  }
  return count;
}
