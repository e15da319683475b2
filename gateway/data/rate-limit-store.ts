import type { PrismaClient } from '../../lib/db/prisma';

/**
 * Counts one request for `key` in the window starting at `windowStart`, atomically: the first
 * request of a new window resets the count. Answers the count including this request.
 */
export async function countRequest(prisma: PrismaClient, key: string, windowStart: Date, cost: number): Promise<number> {
  const [row] = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO "platform"."rate_limit_windows" ("key", "window_start", "count") VALUES (${key}, ${windowStart}, ${cost})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rate_limit_windows"."window_start" = EXCLUDED."window_start" THEN "rate_limit_windows"."count" + EXCLUDED."count" ELSE EXCLUDED."count" END,
      "window_start" = EXCLUDED."window_start"
    RETURNING "count"`;
  return row.count;
}

/** Drops rows of windows that ended before `before` (callers who stopped calling). */
export async function forgetWindowsBefore(prisma: PrismaClient, before: Date): Promise<void> {
  await prisma.rateLimitWindow.deleteMany({ where: { windowStart: { lt: before } } });
}
