import { isUuid } from './context';
import { ValidationError } from './errors';
import type { InputCheck } from './validation';

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 100;

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

/**
 * Reads the sort value a cursor carries: the value in the form SQL takes it, or undefined when it
 * cannot be one, so that a tampered cursor is a 400, never a SQL error. `order` is the list's,
 * for values that depend on it.
 */
export type CursorValue<V extends string | number = string | number> = (
  value: unknown,
  order: SortOrder,
) => V | undefined;

/** A date JavaScript reads, with a four-digit year, passed on as toISOString writes it. */
export const dateValue: CursorValue<string> = (value) => {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return undefined;
  const iso = new Date(value).toISOString();
  return /^\d{4}-/.test(iso) ? iso : undefined;
};

export const numberValue: CursorValue<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Any text but NUL, which Postgres text cannot hold. */
export const textValue: CursorValue<string> = (value) =>
  typeof value === 'string' && !value.includes('\u0000') ? value : undefined;

/** What a list sorted by the caller's choice of key is asked for. */
export interface SortedRequest<K extends string> extends PageRequest {
  sortBy?: K | null;
  sortOrder?: SortOrder | null;
}

/** One page of a list sorted by the caller's choice of key; `limit + 1` rows are fetched. */
export interface SortedPage<K extends string> {
  sortBy: K;
  sortOrder: SortOrder;
  after?: CursorPosition;
  limit: number;
}

/**
 * One page of a list in creation order, (createdAt, id): the order every list of a parent's
 * children and of the caller's own things uses. `limit + 1` rows are fetched.
 */
export interface CreationPage {
  order: SortOrder;
  limit: number;
  after?: { createdAt: Date; id: string };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean; limit: number };
}

/** `limit` defaults to 20; outside 1..100 is a 400 (docs/api/README.md, Pagination). */
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
  return Buffer.from(JSON.stringify([sortKey, order, position.value, position.id])).toString(
    'base64url',
  );
}

/**
 * Reads a cursor made by encodeCursor for this sort key and order: its value through `read`, its
 * id a UUID. Anything else, a cursor of another sort included, is 400.
 */
export function decodeCursor<V extends string | number>(
  cursor: string,
  sortKey: string,
  order: SortOrder,
  read: CursorValue<V>,
): { value: V; id: string } {
  const invalid = () => ValidationError.field('cursor', 'is not a valid cursor for this query');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid();
  const [key, cursorOrder, raw, id] = parsed as unknown[];
  if (key !== sortKey || cursorOrder !== order || !isUuid(id)) throw invalid();
  const value = read(raw, order);
  if (value === undefined) throw invalid();
  return { value, id };
}

/**
 * An edge whose cursor is encoded when read: most pages are asked for their nodes and endCursor
 * only, and encoding every row's cursor was 1.5 % of a listings read (docs/performance.md).
 */
class Edge<T> {
  constructor(
    readonly node: T,
    private readonly cursorOf: (row: T) => string,
  ) {}

  get cursor(): string {
    return this.cursorOf(this.node);
  }
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
  const edges = nodes.map((node) => new Edge(node, cursorOf));
  return {
    edges,
    nodes,
    pageInfo: {
      endCursor: nodes.length ? cursorOf(nodes[nodes.length - 1]) : null,
      hasNextPage: rows.length > limit,
      limit,
    },
  };
}

const CREATED = 'createdAt';

/**
 * The page a creation-order list asks for. Lists of a parent's children read oldest first, the
 * caller's own lists newest first; a cursor made for the other order is 400.
 */
export function creationPage(request: PageRequest, order: SortOrder): CreationPage {
  const limit = pageLimit(request.limit);
  // An empty `cursor=` in a query string means "from the start", like an absent one.
  if (!request.cursor) return { order, limit };
  const position = decodeCursor(request.cursor, CREATED, order, dateValue);
  return { order, limit, after: { createdAt: new Date(position.value), id: position.id } };
}

/** A connection from rows of a creation page, each row's cursor its (createdAt, id). */
export function creationConnection<T extends { id: string; createdAt: Date }>(
  rows: T[],
  page: CreationPage,
): Connection<T> {
  return toConnection(rows, page.limit, (row) =>
    encodeCursor(CREATED, page.order, { value: row.createdAt.toISOString(), id: row.id }),
  );
}

/**
 * The page a sorted list asks for, in descending order unless asked otherwise. `values` reads
 * each sort key's cursor values.
 */
export function sortedPage<K extends string>(
  request: SortedRequest<K>,
  defaultSort: K,
  values: Record<K, CursorValue>,
): SortedPage<K> {
  const limit = pageLimit(request.limit);
  const sortBy = request.sortBy ?? defaultSort;
  const sortOrder = request.sortOrder ?? 'DESC';
  // An empty `cursor=` in a query string means "from the start", like an absent one.
  const after = request.cursor
    ? decodeCursor(request.cursor, sortBy, sortOrder, values[sortBy])
    : undefined;
  return { sortBy, sortOrder, after, limit };
}

/** A connection from rows of a sorted page, each row's cursor its (sort value, id). */
export function sortedConnection<T extends { id: string }>(
  rows: T[],
  page: SortedPage<string>,
  valueOf: (row: T) => string | number,
): Connection<T> {
  return toConnection(rows, page.limit, (row) =>
    encodeCursor(page.sortBy, page.sortOrder, { value: valueOf(row), id: row.id }),
  );
}

/**
 * A numbered page (REST v1's `page`, from 1) in place of a cursor, checked on `check`: a whole
 * number from 1, never with a cursor, at most `maxPage`, or starting within `maxRows` rows (an
 * OFFSET reads every row it skips, so its cost is bounded here). Answers the rows it skips; the
 * page's edges still carry cursors that go on from there.
 */
export function numberedPageOffset(
  check: InputCheck,
  args: { page?: number | null; cursor?: string | null },
  limit: number,
  bound: { maxPage: number } | { maxRows: number },
): number | undefined {
  check
    .number('page', args.page, {
      min: 1,
      integer: true,
      max: 'maxPage' in bound ? bound.maxPage : undefined,
    })
    .when(args.page != null && !!args.cursor, 'page', 'cannot be combined with cursor');
  if (args.page == null || check.has('page')) return undefined;
  const offset = (args.page - 1) * limit;
  if ('maxRows' in bound && offset >= bound.maxRows)
    check.problem('page', `must start within the first ${bound.maxRows} rows; narrow the request`);
  return offset;
}
