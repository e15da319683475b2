import { ValidationError } from './errors';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export type SortOrder = 'ASC' | 'DESC';

export interface PageRequest {
  cursor?: string | null;
  limit?: number | null;
}

/** Where the previous page ended: the sort value and id of its last row. */
export interface CursorPosition {
  value: string | number;
  id: string;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean; limit: number };
}

/** `limit` defaults to 20; outside 1..100 is a 400 (SPEC section 4). */
export function pageLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw ValidationError.field('limit', `must be a whole number from 1 to ${MAX_LIMIT}`);
  }
  return limit;
}

/**
 * A cursor is base64url JSON of the sort key, order, last sort value and last id. The key and
 * order travel inside it so that a cursor reused with another sort is refused, not misread.
 */
export function encodeCursor(sortKey: string, order: SortOrder, position: CursorPosition): string {
  return Buffer.from(JSON.stringify([sortKey, order, position.value, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string, sortKey: string, order: SortOrder): CursorPosition {
  const invalid = () => ValidationError.field('cursor', 'is not a valid cursor for this query');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [key, cursorOrder, value, id] = parsed as unknown[];
  if (key !== sortKey || cursorOrder !== order || typeof id !== 'string') throw invalid();
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid();
  return { value, id };
}

/**
 * Builds a connection from rows fetched with `limit + 1`: the extra row only tells that
 * another page exists.
 */
export function toConnection<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => string,
): Connection<T> {
  const nodes = rows.slice(0, limit);
  const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
  return {
    edges,
    nodes,
    pageInfo: {
      endCursor: edges.length ? edges[edges.length - 1].cursor : null,
      hasNextPage: rows.length > limit,
      limit,
    },
  };
}
