import { Prisma } from '../../../lib/db/prisma';
import type { CursorPosition, SortOrder } from '../../../lib/pagination';

/** SQL types a deal list sorts by; the cursor value is cast to the same type as the column. */
export type KeysetType = 'timestamptz' | 'numeric' | 'text';

/** A sort key as SQL: the expression ordered by and the type its cursor value is cast to. */
export interface KeysetColumn {
  sql: Prisma.Sql;
  type: KeysetType;
}

/** Rows strictly after the cursor in (sort key, id) order, in the list's direction. */
export function afterCursor(column: KeysetColumn, sortOrder: SortOrder, after: CursorPosition): Prisma.Sql {
  const comparison = Prisma.raw(sortOrder === 'ASC' ? '>' : '<');
  return Prisma.sql`(${column.sql}, "id") ${comparison} (${after.value}::${Prisma.raw(column.type)}, ${after.id}::uuid)`;
}

/** ORDER BY (sort key, id) in one direction, so equal keys still have a stable order. */
export function keysetOrder(column: KeysetColumn, sortOrder: SortOrder): Prisma.Sql {
  const direction = Prisma.raw(sortOrder === 'ASC' ? 'ASC' : 'DESC');
  return Prisma.sql`${column.sql} ${direction}, "id" ${direction}`;
}
