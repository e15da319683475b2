import type { CreationPage, SortOrder } from '../pagination';
import { Prisma } from './prisma';

/*
 * Keyset (cursor) pagination: a page is the rows strictly after the previous page's last
 * (sort key, id), in one direction, so rows inserted between pages are neither repeated nor
 * skipped. Raw-SQL lists build their query with keysetSelect; Prisma lists in creation order
 * spread createdAfter into their `where` and creationQuery into findMany.
 */

/** SQL types a keyset sorts by; a schema-qualified name is an enum, which sorts in declaration order. */
type KeysetType =
  'timestamptz' | 'numeric' | 'integer' | 'float8' | 'text' | `"${string}"."${string}"`;

/**
 * A sort key as SQL. The cursor value is cast to the key's own type so that the comparison and
 * the ORDER BY agree exactly (numeric, not float, for money).
 */
export interface KeysetColumn {
  sql: Prisma.Sql;
  type: KeysetType;
  /** The id that breaks ties; `"id"` unless the table is aliased. */
  id?: Prisma.Sql;
}

/** The previous page's last row: its sort value and id. */
interface KeysetAfter {
  value: string | number | Date;
  id: string;
}

/** Where a raw-SQL keyset page starts and how many rows it holds: the fields every list query has. */
export interface SqlPage {
  sortOrder: SortOrder;
  after?: KeysetAfter;
  limit: number;
  /** Rows skipped after the cursor: whole pages, for an API that pages by number (REST v1). */
  offset?: number;
}

const ID = Prisma.raw('"id"');
/**
 * The id in ORDER BY: an expression, which PostgreSQL reads as the table's column, where a bare
 * `"id"` is read as the select's output column first (`"id"::text AS "id"` in most lists) and the
 * index (tenant, key, id) could not give the order: every row of an equal key was sorted (95 ms
 * for a listings page whose 100,000 rows shared one creation time). Every keyset table's id is a
 * uuid, so the cast changes nothing else.
 */
const ORDER_ID = Prisma.raw('"id"::uuid');

/** Rows strictly after the cursor in (sort key, id) order, in the list's direction. */
function afterCursor(column: KeysetColumn, order: SortOrder, after: KeysetAfter): Prisma.Sql {
  const comparison = Prisma.raw(order === 'ASC' ? '>' : '<');
  return Prisma.sql`(${column.sql}, ${column.id ?? ID}) ${comparison} (${after.value}::${Prisma.raw(column.type)}, ${after.id}::uuid)`;
}

/**
 * One page of `select` (a SELECT ... FROM ...) over the rows that meet every condition and come
 * after the cursor, ordered by (sort key, id) in one direction so that equal keys keep a stable
 * order. `limit + 1` rows: the extra one only tells that another page exists.
 */
export function keysetSelect(
  select: Prisma.Sql,
  conditions: Prisma.Sql[],
  column: KeysetColumn,
  page: SqlPage,
): Prisma.Sql {
  const where = page.after
    ? [...conditions, afterCursor(column, page.sortOrder, page.after)]
    : conditions;
  const direction = Prisma.raw(page.sortOrder === 'ASC' ? 'ASC' : 'DESC');
  return Prisma.sql`${select}
    WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY ${column.sql} ${direction}, ${column.id ?? ORDER_ID} ${direction}
    LIMIT ${page.limit + 1}${page.offset ? Prisma.sql` OFFSET ${page.offset}` : Prisma.empty}`;
}

/** keysetSelect for a creation page, on the created_at and id of the table aliased `alias` (a constant). */
export function creationSelect(
  select: Prisma.Sql,
  conditions: Prisma.Sql[],
  alias: string,
  page: CreationPage,
): Prisma.Sql {
  const column: KeysetColumn = {
    sql: Prisma.raw(`${alias}."created_at"`),
    type: 'timestamptz',
    id: Prisma.raw(`${alias}."id"`),
  };
  const after = page.after && { value: page.after.createdAt, id: page.after.id };
  return keysetSelect(select, conditions, column, {
    sortOrder: page.order,
    after,
    limit: page.limit,
  });
}

type Bound = { gt: Date } | { lt: Date };

/** The Prisma filter for rows after a creation page's cursor; empty on the first page. */
export function createdAfter(page: CreationPage): {
  OR?: ({ createdAt: Bound } | { createdAt: Date; id: { gt: string } | { lt: string } })[];
} {
  if (!page.after) return {};
  const { createdAt, id } = page.after;
  return page.order === 'ASC'
    ? { OR: [{ createdAt: { gt: createdAt } }, { createdAt, id: { gt: id } }] }
    : { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}

/** The order and `limit + 1` of a creation page's findMany; the extra row tells that more exist. */
export function creationQuery(page: CreationPage): {
  orderBy: [{ createdAt: 'asc' | 'desc' }, { id: 'asc' | 'desc' }];
  take: number;
} {
  const direction = page.order === 'ASC' ? 'asc' : 'desc';
  return { orderBy: [{ createdAt: direction }, { id: direction }], take: page.limit + 1 };
}
