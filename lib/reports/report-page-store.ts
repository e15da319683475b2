import type { Db } from '../db/prisma';
import { Prisma } from '../db/prisma';
import { encodeReportCursor, type ReportPage, type ReportScope } from './datasets';

/**
 * How one service reads one of its datasets: the table (aliased `t`, with tenant_id, id and
 * created_at), each column as a SQL expression, the scope conditions and the filter columns.
 * Every expression is a constant of the owning service's code; nothing of the request is ever
 * spliced in, only bound as a parameter.
 */
export interface DatasetSql<C extends string = string> {
  from: Prisma.Sql;
  columns: Record<C, Prisma.Sql>;
  /** The rows of `userId` for each scope below the tenant's. */
  scopes: Record<Exclude<ReportScope, 'tenant'>, (userId: string) => Prisma.Sql>;
  category?: Prisma.Sql;
  status: Prisma.Sql;
  /** Rows the dataset never shows (soft-deleted ones). */
  where?: Prisma.Sql;
}

/** A timestamp column as ISO 8601 UTC text with milliseconds, the form every export prints. */
export function isoSql(column: string): Prisma.Sql {
  return Prisma.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

export interface ReportQuery {
  tenantId: string;
  userId: string;
  scope: ReportScope;
  columns: string[];
  from?: Date;
  to?: Date;
  category?: string;
  status?: string;
  after?: { createdAt: string; id: string };
  limit: number;
  withTotal: boolean;
}

function conditions(sql: DatasetSql, query: ReportQuery): Prisma.Sql[] {
  const where = [Prisma.sql`t."tenant_id" = ${query.tenantId}::uuid`];
  if (sql.where) where.push(sql.where);
  if (query.scope !== 'tenant') where.push(sql.scopes[query.scope](query.userId));
  if (query.from) where.push(Prisma.sql`t."created_at" >= ${query.from}`);
  if (query.to) where.push(Prisma.sql`t."created_at" < ${query.to}`);
  if (query.category && sql.category)
    where.push(Prisma.sql`${sql.category}::text = ${query.category}`);
  if (query.status) where.push(Prisma.sql`${sql.status}::text = ${query.status}`);
  return where;
}

/**
 * One keyset page in (created_at, id) order. PostgreSQL builds the page's JSON itself
 * (json_build_array per row, json_agg over the page), so neither this service nor the reports
 * service touches a row value on the way: the page is one text value handed through. The page
 * reads committed rows at one moment (one statement); rows added after an export started and
 * sorting after its cursor are included, earlier ones are not: an export is the data as its
 * pages passed over it, like any keyset walk.
 */
export async function readReportPage(
  db: Db,
  sql: DatasetSql,
  query: ReportQuery,
): Promise<ReportPage> {
  const where = conditions(sql, query);
  const paged = query.after
    ? [
        ...where,
        Prisma.sql`(t."created_at", t."id") > (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`,
      ]
    : where;
  const row = Prisma.join(
    query.columns.map((name) => (sql.columns as Record<string, Prisma.Sql>)[name]),
  );
  const [page] = await db.$queryRaw<
    { rows: string | null; count: number; last_at: string | null; last_id: string | null }[]
  >`
    SELECT COALESCE(json_agg(p."row" ORDER BY p."k_at", p."k_id")::text, '[]') AS "rows",
           count(*)::int AS "count",
           (array_agg(${isoSql('p."k_at"')} ORDER BY p."k_at" DESC, p."k_id" DESC))[1] AS "last_at",
           (array_agg(p."k_id"::text ORDER BY p."k_at" DESC, p."k_id" DESC))[1] AS "last_id"
    FROM (
      SELECT t."created_at" AS "k_at", t."id" AS "k_id", json_build_array(${row}) AS "row"
      ${sql.from}
      WHERE ${Prisma.join(paged, ' AND ')}
      ORDER BY t."created_at", t."id"
      LIMIT ${query.limit}
    ) AS p`;
  let total: number | null = null;
  if (query.withTotal) {
    const [counted] = await db.$queryRaw<
      { total: number }[]
    >`SELECT count(*)::int AS "total" ${sql.from} WHERE ${Prisma.join(where, ' AND ')}`;
    total = counted.total;
  }
  const full = page.count === query.limit && page.last_at !== null && page.last_id !== null;
  return {
    rowsJson: page.rows ?? '[]',
    rowCount: page.count,
    nextCursor: full ? encodeReportCursor(page.last_at!, page.last_id!) : null,
    total,
  };
}

/** A column expression of the owning service's code (never of a request). */
export const columnSql = (expression: string): Prisma.Sql => Prisma.raw(expression);
