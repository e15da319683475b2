import type { Sql } from '../../lib/db/pool';

export interface WindowCount {
  key: string;
  windowStart: Date;
  /** The window's length, kept with the row so a sweep knows when it ended. */
  windowMs: number;
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
    INSERT INTO "platform"."rate_limit_windows" ("key", "window_start", "window_ms", "count")
    SELECT k, to_timestamp(s / 1000.0), w, c
    FROM unnest($1::text[], $2::bigint[], $3::int[], $4::int[]) AS t(k, s, w, c)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE
        WHEN "rate_limit_windows"."window_start" = EXCLUDED."window_start" THEN "rate_limit_windows"."count" + EXCLUDED."count"
        WHEN "rate_limit_windows"."window_start" < EXCLUDED."window_start" THEN EXCLUDED."count"
        ELSE "rate_limit_windows"."count" END,
      "window_ms" = CASE WHEN "rate_limit_windows"."window_start" <= EXCLUDED."window_start" THEN EXCLUDED."window_ms" ELSE "rate_limit_windows"."window_ms" END,
      "window_start" = GREATEST("rate_limit_windows"."window_start", EXCLUDED."window_start")
    RETURNING "key", "count"`,
    [
      counts.map((c) => c.key),
      counts.map((c) => c.windowStart.getTime()),
      counts.map((c) => c.windowMs),
      counts.map((c) => c.count),
    ],
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

/**
 * Takes `count` back from each key's window, when that window is still the key's (a later window
 * keeps its own count), never below 0. Answers the counts afterwards of the rows it changed.
 */
export async function subtractCounts(
  sql: Sql,
  counts: Omit<WindowCount, 'windowMs'>[],
): Promise<Map<string, number>> {
  if (counts.length === 0) return new Map();
  const { rows } = await sql.query<{ key: string; count: number }>(
    `
    UPDATE "platform"."rate_limit_windows" AS r SET "count" = GREATEST(r."count" - t.c, 0)
    FROM unnest($1::text[], $2::bigint[], $3::int[]) AS t(k, s, c)
    WHERE r."key" = t.k AND r."window_start" = to_timestamp(t.s / 1000.0)
    RETURNING r."key", r."count"`,
    [
      counts.map((c) => c.key),
      counts.map((c) => c.windowStart.getTime()),
      counts.map((c) => c.count),
    ],
  );
  return new Map(rows.map((row) => [row.key, row.count]));
}

/**
 * Drops rows of windows that ended before `before` (callers who stopped calling), each by its
 * own length: a sweep of minute windows leaves an hour window that still runs alone.
 */
export async function forgetWindowsEndedBefore(sql: Sql, before: Date): Promise<void> {
  await sql.query(
    `DELETE FROM "platform"."rate_limit_windows" WHERE "window_start" < $1 AND "window_start" + "window_ms" * interval '1 millisecond' < $1`,
    [before],
  );
}
