import type { Sql } from '../../lib/db/pool';

export interface WindowCount {
  key: string;
  windowStart: Date;
  count: number;
}

/**
 * Adds each key's `count` to its window, atomically and in one statement: the first write of a
 * newer window resets the count, and a late write for an older window leaves a newer one alone.
 * Answers each row's count afterwards, by key.
 */
export async function addCounts(sql: Sql, counts: WindowCount[]): Promise<Map<string, number>> {
  if (counts.length === 0) return new Map();
  const { rows } = await sql.query<{ key: string; count: number }>(
    `
    INSERT INTO "platform"."rate_limit_windows" ("key", "window_start", "count")
    SELECT k, to_timestamp(s / 1000.0), c
    FROM unnest($1::text[], $2::bigint[], $3::int[]) AS t(k, s, c)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE
        WHEN "rate_limit_windows"."window_start" = EXCLUDED."window_start" THEN "rate_limit_windows"."count" + EXCLUDED."count"
        WHEN "rate_limit_windows"."window_start" < EXCLUDED."window_start" THEN EXCLUDED."count"
        ELSE "rate_limit_windows"."count" END,
      "window_start" = GREATEST("rate_limit_windows"."window_start", EXCLUDED."window_start")
    RETURNING "key", "count"`,
    [counts.map((c) => c.key), counts.map((c) => c.windowStart.getTime()), counts.map((c) => c.count)],
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

/** Drops rows of windows that ended before `before` (callers who stopped calling). */
export async function forgetWindowsBefore(sql: Sql, before: Date): Promise<void> {
  await sql.query('DELETE FROM "platform"."rate_limit_windows" WHERE "window_start" < $1', [before]);
}
