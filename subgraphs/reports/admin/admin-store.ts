import type { ReportFormat } from '../../../lib/db/generated/client';
import { updateClaimed } from '../../../lib/db/claim-round';
import { Prisma, type Db } from '../../../lib/db/prisma';

export interface UsageRow {
  userId: string;
  format: ReportFormat;
  exports: number;
  completed: number;
  failed: number;
  rows: number;
  bytes: number;
  lastExportAt: Date;
}

/** Exports per user and format of one tenant, in one GROUP BY (the tenant's index leads). */
export async function usageByUserAndFormat(
  db: Db,
  tenantId: string,
  from: Date | null,
  to: Date | null,
): Promise<UsageRow[]> {
  const rows = await db.$queryRaw<
    {
      user_id: string;
      format: ReportFormat;
      exports: bigint;
      completed: bigint;
      failed: bigint;
      rows: bigint | null;
      bytes: bigint | null;
      last_export_at: Date;
    }[]
  >`
    SELECT "user_id"::text AS "user_id", "format"::text AS "format", count(*) AS "exports",
      count(*) FILTER (WHERE "status" IN ('completed', 'expired')) AS "completed",
      count(*) FILTER (WHERE "status" = 'failed') AS "failed",
      sum("row_count") AS "rows", sum("size_bytes") AS "bytes", max("created_at") AS "last_export_at"
    FROM "reports"."exports"
    WHERE "tenant_id" = ${tenantId}::uuid
      AND (${from}::timestamptz IS NULL OR "created_at" >= ${from}::timestamptz)
      AND (${to}::timestamptz IS NULL OR "created_at" < ${to}::timestamptz)
    GROUP BY "user_id", "format"
    ORDER BY "user_id", "format"`;
  return rows.map((row) => ({
    userId: row.user_id,
    format: row.format,
    exports: Number(row.exports),
    completed: Number(row.completed),
    failed: Number(row.failed),
    rows: Number(row.rows ?? 0),
    bytes: Number(row.bytes ?? 0),
    lastExportAt: row.last_export_at,
  }));
}

/**
 * Marks up to `limit` completed exports past their expiry as expired and answers their file keys
 * (any tenant: the sweep is the platform's). The claim (lib/db/claim-round.ts) takes only exports
 * still `completed` when it locks them and skips those another sweep holds, so two sweeps at once
 * expire each export once, and a download racing it sees either the file or 410.
 */
export function expireDue(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: string; fileKey: string | null }[]> {
  return updateClaimed<{ id: string; fileKey: string | null }>(
    db,
    {
      schema: 'reports',
      table: 'exports',
      where: Prisma.sql`"status" = 'completed' AND "expires_at" <= ${now}`,
      orderBy: Prisma.sql`"expires_at"`,
      limit,
    },
    Prisma.sql`"status" = 'expired', "expired_at" = ${now}, "updated_at" = now()`,
    Prisma.sql`"id"::text AS "id", "file_key" AS "fileKey"`,
  );
}
