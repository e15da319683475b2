import type { PrismaClient } from '../../lib/db/prisma';

/**
 * Adds `cost` requests for `key` to the window starting at `windowStart`, atomically: the first
 * write of a newer window resets the count, and a late write for an older window leaves a newer
 * one alone. Answers the row's count afterwards.
 */
export async function countRequests(prisma: PrismaClient, key: string, windowStart: Date, cost: number): Promise<number> {
  const [row] = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "platform"."rate_limit_windows" ("key", "window_start", "count") VALUES (${key}, ${windowStart}, ${cost})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE
        WHEN "rate_limit_windows"."window_start" = EXCLUDED."window_start" THEN "rate_limit_windows"."count" + EXCLUDED."count"
        WHEN "rate_limit_windows"."window_start" < EXCLUDED."window_start" THEN EXCLUDED."count"
        ELSE "rate_limit_windows"."count" END,
      "window_start" = GREATEST("rate_limit_windows"."window_start", EXCLUDED."window_start")
    RETURNING "count"`;
  return row.count;
}

/** Drops rows of windows that ended before `before` (callers who stopped calling). */
export async function forgetWindowsBefore(prisma: PrismaClient, before: Date): Promise<void> {
  await prisma.rateLimitWindow.deleteMany({ where: { windowStart: { lt: before } } });
}
