import type { SearchAfter, SearchHitRow } from '../search/hits';
import { readRows } from './plain-reads';
import { Prisma, type Db } from './prisma';

/**
 * One service's search hits (lib/search/hits.ts): its rows that match `q`, ranked by
 * `ts_rank` over their `search_vector` (title weight A, description B), after the cursor, at
 * most `first`. The match is `search_vector @@ websearch_to_tsquery(...)`, which the table's GIN
 * index answers; the rank is computed for the matching rows only, and the snippet
 * (`ts_headline`, the costly part) for the page's rows only. `websearch_to_tsquery` takes any
 * text without a syntax error; a text of stop words only matches nothing.
 */
export interface HitsQuery {
  /** The table, aliased `t`, with `id`, `title`, `description` and `search_vector`. */
  from: Prisma.Sql;
  /** The hit's type of a row (a constant, or a CASE over its columns). */
  type: Prisma.Sql;
  /** What the caller may see, over `t`. */
  conditions: Prisma.Sql[];
  q: string;
  first: number;
  after?: SearchAfter;
}

const HEADLINE = 'MaxFragments=1, MaxWords=30, MinWords=12, StartSel="", StopSel=""';

export function searchHits(db: Db, query: HitsQuery): Promise<SearchHitRow[]> {
  // Planned for its words each time (./plain-reads.ts): how many rows they match decides the plan.
  return readRows<SearchHitRow>(db, searchHitsSql(query), 'each time');
}

/** The statement searchHits runs (the search benchmark reads its plan: bench/search.ts). */
export function searchHitsSql(query: HitsQuery): Prisma.Sql {
  const tsquery = Prisma.sql`websearch_to_tsquery('english', ${query.q})`;
  const after = query.after
    ? Prisma.sql`WHERE (r."score" < ${query.after.score}::float8
        OR (r."score" = ${query.after.score}::float8 AND r."key" > ${query.after.key} COLLATE "C"))`
    : Prisma.empty;
  return Prisma.sql`
    WITH ranked AS (
      SELECT ${query.type} AS "type", t."id"::text AS "id", t."title",
        coalesce(t."description", '') AS "description",
        ts_rank(t."search_vector", ${tsquery})::float8 AS "score",
        ((${query.type}) || ':' || t."id"::text) COLLATE "C" AS "key"
      FROM ${query.from}
      WHERE t."search_vector" @@ ${tsquery} AND ${Prisma.join(query.conditions, ' AND ')}
    ), page AS (
      SELECT * FROM ranked r ${after} ORDER BY r."score" DESC, r."key" ASC LIMIT ${query.first}
    )
    SELECT p."type", p."id", p."title", p."score",
      ts_headline('english', p."description", ${tsquery}, ${HEADLINE}) AS "snippet"
    FROM page p ORDER BY p."score" DESC, p."key" ASC`;
}
