import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent, recordEvents } from '../../../lib/events/outbox';
import { exportFinished } from '../common/events';
import { leasedQueue, type Claim } from '../../../lib/jobs/leased-queue';
import { toExportRow, type ExportRow } from '../exports/export-store';

/** Claims of one export before it is failed rather than started again (a worker died each time). */
export const MAX_EXPORT_CLAIMS = 3;

/**
 * The export worker's queue over reports.exports, on the platform's one leased queue (protocol
 * and its reasoning: lib/jobs/leased-queue-store.ts). `attempt` counts claims and fences the
 * run's writes; a taken-over export starts again from its first page (progress and row count go
 * back to 0, its file is written anew).
 */
export const exportQueue = leasedQueue({
  name: 'reports',
  schema: 'reports',
  table: 'exports',
  queued: 'queued',
  running: 'running',
  claimsColumn: 'attempt',
  claimsField: 'attempt',
  ownerColumn: 'lease_owner',
  ownerField: 'leaseOwner',
  leaseColumn: 'lease_expires_at',
  onClaim: Prisma.sql`"progress" = 0, "row_count" = 0`,
  maxClaims: MAX_EXPORT_CLAIMS,
});

/** Reads a claimed export (its row as the claim left it). */
export async function findClaimedExport(db: Db, claim: Claim): Promise<ExportRow> {
  return toExportRow(await db.reportExport.findUniqueOrThrow({ where: { id: claim.id } }));
}

/**
 * Records a page's progress and extends the lease while the export is still this claim's:
 * false when a cancel (or a takeover) won, and the run must stop.
 */
export function renewExport(
  db: Db,
  claim: Claim,
  leaseMs: number,
  progress: number,
  rowCount: number,
): Promise<boolean> {
  return exportQueue.renew(
    db,
    claim,
    leaseMs,
    Prisma.sql`"progress" = ${progress}, "row_count" = ${rowCount}`,
  );
}

export interface Finished {
  rowCount: number;
  sizeBytes: number;
  fileKey: string;
  fileName: string;
  completedAt: Date;
  expiresAt: Date;
}

/** reports.export.finished of an export its write just ended (completed or failed). */
function finishedEvent(row: ExportRow): PlatformEvent {
  const completed = row.status === 'completed';
  const finishedAt = (completed ? row.completedAt : row.failedAt) ?? row.updatedAt;
  return exportFinished(row.tenantId, {
    exportId: row.id,
    userId: row.userId,
    templateName: row.templateName,
    format: row.format,
    status: completed ? 'completed' : 'failed',
    rowCount: row.rowCount,
    fileName: row.fileName,
    error: row.error,
    finishedAt: finishedAt.toISOString(),
  });
}

/**
 * Completes the export if this claim still holds it (one conditional UPDATE: against a
 * concurrent cancel exactly one wins), with reports.export.finished and the delivery event of a
 * scheduled export in the same transaction, so both exist exactly when the completed export
 * does. Null when it lost.
 */
export async function completeExport(
  prisma: PrismaClient,
  claim: Claim,
  done: Finished,
  delivery: (row: ExportRow) => PlatformEvent | null,
): Promise<ExportRow | null> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.reportExport.updateMany({
      where: exportQueue.held<Prisma.ReportExportWhereInput>(claim),
      data: {
        status: 'completed',
        progress: 100,
        leaseOwner: null,
        leaseExpiresAt: null,
        ...done,
        sizeBytes: BigInt(done.sizeBytes),
      },
    });
    if (count !== 1) return null;
    const row = await findClaimedExport(tx, claim);
    const event = delivery(row);
    await recordEvents(tx, 'reports', event ? [finishedEvent(row), event] : [finishedEvent(row)]);
    return row;
  });
}

/**
 * Fails the export if this claim still holds it, with reports.export.finished in the same
 * transaction; null (and no event) when a cancel or a takeover came first.
 */
export async function failExport(
  prisma: PrismaClient,
  claim: Claim,
  error: string,
  at: Date,
): Promise<ExportRow | null> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.reportExport.updateMany({
      where: exportQueue.held<Prisma.ReportExportWhereInput>(claim),
      data: {
        status: 'failed',
        error: error.slice(0, 1000),
        failedAt: at,
        leaseOwner: null,
        leaseExpiresAt: null,
      },
    });
    if (count !== 1) return null;
    const row = await findClaimedExport(tx, claim);
    await recordEvent(tx, 'reports', finishedEvent(row));
    return row;
  });
}
