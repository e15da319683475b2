import type { Db, PrismaClient } from '../../../lib/db/prisma';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent } from '../../../lib/events/outbox';
import { toExportRow, type ExportRow } from '../exports/export-store';

/*
 * The export worker's queue over reports.exports. Lease times are the database's (now()), so
 * workers on different hosts agree on when a lease ran out; updated_at is set here because
 * Prisma's @updatedAt only applies to writes through the client.
 */

/** A claim: which export, which attempt (a takeover in between makes the older attempt's writes miss). */
export interface Claim {
  id: string;
  attempt: number;
}

/**
 * Takes the oldest queued export, or a running one whose lease ran out (its worker died), and
 * leases it to `owner`. FOR UPDATE SKIP LOCKED lets concurrent claimers pass over a row another is
 * taking, so no two workers get one export; the re-check of the WHERE on the locked row (READ
 * COMMITTED) stops a claimer that read the row before another's claim (or a cancel) committed.
 * A taken-over export starts again from its first page (its file is written anew).
 */
export async function claimNextExport(
  db: Db,
  owner: string,
  leaseMs: number,
): Promise<ExportRow | null> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    UPDATE "reports"."exports" SET
      "status" = 'running',
      "lease_owner" = ${owner},
      "lease_expires_at" = now() + ${leaseMs} * interval '1 millisecond',
      "attempt" = "attempt" + 1,
      "progress" = 0,
      "row_count" = 0,
      "started_at" = COALESCE("started_at", now()),
      "updated_at" = now()
    WHERE "id" = (
      SELECT "id" FROM "reports"."exports"
      WHERE "status" = 'queued' OR ("status" = 'running' AND "lease_expires_at" < now())
      ORDER BY "created_at"
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING "id"::text AS "id"`;
  if (!rows[0]) return null;
  return toExportRow(await db.reportExport.findUniqueOrThrow({ where: { id: rows[0].id } }));
}

/**
 * Records a page's progress and extends the lease while the export is still this attempt's:
 * false when a cancel (or a takeover) won, and the run must stop.
 */
export async function renewExport(
  db: Db,
  claim: Claim,
  owner: string,
  leaseMs: number,
  progress: number,
  rowCount: number,
): Promise<boolean> {
  const count = await db.$executeRaw`
    UPDATE "reports"."exports" SET "lease_expires_at" = now() + ${leaseMs} * interval '1 millisecond',
      "progress" = ${progress}, "row_count" = ${rowCount}, "updated_at" = now()
    WHERE "id" = ${claim.id}::uuid AND "status" = 'running' AND "lease_owner" = ${owner} AND "attempt" = ${claim.attempt}`;
  return count === 1;
}

export interface Finished {
  rowCount: number;
  sizeBytes: number;
  fileKey: string;
  fileName: string;
  completedAt: Date;
  expiresAt: Date;
}

/**
 * Completes the export if this attempt still holds it (one conditional UPDATE: against a
 * concurrent cancel exactly one wins), with the delivery event of a scheduled export in the same
 * transaction, so a completed export is delivered exactly when it exists. Null when it lost.
 */
export async function completeExport(
  prisma: PrismaClient,
  claim: Claim,
  owner: string,
  done: Finished,
  delivery: (row: ExportRow) => PlatformEvent | null,
): Promise<ExportRow | null> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.reportExport.updateMany({
      where: { id: claim.id, status: 'running', leaseOwner: owner, attempt: claim.attempt },
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
    const row = toExportRow(await tx.reportExport.findUniqueOrThrow({ where: { id: claim.id } }));
    const event = delivery(row);
    if (event) await recordEvent(tx, 'reports', event);
    return row;
  });
}

/** Fails the export if this attempt still holds it; null when a cancel or a takeover came first. */
export async function failExport(
  db: Db,
  claim: Claim,
  owner: string,
  error: string,
  at: Date,
): Promise<ExportRow | null> {
  const { count } = await db.reportExport.updateMany({
    where: { id: claim.id, status: 'running', leaseOwner: owner, attempt: claim.attempt },
    data: {
      status: 'failed',
      error: error.slice(0, 1000),
      failedAt: at,
      leaseOwner: null,
      leaseExpiresAt: null,
    },
  });
  return count === 1
    ? toExportRow(await db.reportExport.findUniqueOrThrow({ where: { id: claim.id } }))
    : null;
}

/** Ends the lease now (a worker stopping mid-export), so another worker takes it over at once. */
export async function releaseExport(db: Db, claim: Claim, owner: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "reports"."exports" SET "lease_expires_at" = now(), "updated_at" = now()
    WHERE "id" = ${claim.id}::uuid AND "status" = 'running' AND "lease_owner" = ${owner} AND "attempt" = ${claim.attempt}`;
}
