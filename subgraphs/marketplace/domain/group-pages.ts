import { isUuid } from '../../../lib/context';
import { ValidationError } from '../../../lib/errors';
import { decodeCursor, encodeCursor, pageLimit, toConnection, type Connection, type SortOrder } from '../../../lib/pagination';
import type { KeysetPage } from '../data/group-keyset';

const SORT_KEY = 'createdAt';

/** List arguments every list of this feature takes. */
export interface PageArgs {
  cursor?: string | null;
  limit?: number | null;
}

/**
 * The page a list asks for, in creation order. Lists of a parent's children (tiers, slots...)
 * read oldest first, the caller's own lists newest first; a cursor made for the other order,
 * or one that does not decode, is 400.
 */
export function keysetPage(args: PageArgs, order: SortOrder): KeysetPage {
  const limit = pageLimit(args.limit);
  // An empty `cursor=` in a query string means "from the start", like an absent one.
  if (!args.cursor) return { order, limit };
  const position = decodeCursor(args.cursor, SORT_KEY, order);
  const createdAt = typeof position.value === 'string' ? new Date(position.value) : new Date(Number.NaN);
  if (Number.isNaN(createdAt.getTime()) || !isUuid(position.id)) throw ValidationError.field('cursor', 'is not a valid cursor for this query');
  return { order, limit, after: { createdAt, id: position.id } };
}

/** A connection from rows fetched with `limit + 1`, each row's cursor its (createdAt, id). */
export function keysetConnection<T extends { id: string; createdAt: Date }>(rows: T[], page: KeysetPage): Connection<T> {
  return toConnection(rows, page.limit, (row) => encodeCursor(SORT_KEY, page.order, { value: row.createdAt.toISOString(), id: row.id }));
}
