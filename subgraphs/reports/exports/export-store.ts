import { randomUUID } from 'node:crypto';
import type {
  ReportExport,
  ReportExportStatus,
  ReportFormat,
} from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db } from '../../../lib/db/prisma';
import type { ReportFilters } from '../../../lib/reports/datasets';
import type { CreationPage } from '../../../lib/pagination';
import { enqueuedTraceparent } from '../../../lib/jobs/leased-queue';

/** An export as the rules see it: size as a number (files stay far below 2^53 bytes). */
export type ExportRow = Omit<ReportExport, 'sizeBytes' | 'filters'> & {
  sizeBytes: number;
  filters: ReportFilters;
};

export const toExportRow = (row: ReportExport): ExportRow => ({
  ...row,
  sizeBytes: Number(row.sizeBytes),
  filters: row.filters as ReportFilters,
});

export interface NewExport {
  /** Chosen by the caller when something else must name the export first (a schedule's run). */
  id?: string;
  tenantId: string;
  userId: string;
  scope: string;
  templateId: string;
  templateName: string;
  dataset: string;
  columns: string[];
  filters: ReportFilters;
  format: ReportFormat;
  scheduleId?: string;
}

/** Queues an export; the row keeps the asking request's `traceparent`: the worker's run joins its trace. */
export async function insertExport(db: Db, data: NewExport): Promise<ExportRow> {
  const id = data.id ?? randomUUID();
  const traceparent = enqueuedTraceparent();
  return toExportRow(
    await db.reportExport.create({
      data: { ...data, id, filters: data.filters as object, traceparent },
    }),
  );
}

export async function findExport(db: Db, tenantId: string, id: string): Promise<ExportRow | null> {
  const row = await db.reportExport.findFirst({ where: { id, tenantId } });
  return row && toExportRow(row);
}

/** One creation-order page (limit + 1 rows) of the tenant's exports, one user's when `userId` is given. */
export async function findExportPage(
  db: Db,
  tenantId: string,
  filter: { userId?: string; status?: ReportExportStatus },
  page: CreationPage,
): Promise<ExportRow[]> {
  const rows = await db.reportExport.findMany({
    where: { tenantId, ...filter, ...createdAfter(page) },
    ...creationQuery(page),
  });
  return rows.map(toExportRow);
}

/**
 * Cancels when still queued or running, in one conditional UPDATE: against the worker's
 * complete (also conditional on `running`), exactly one wins. A cancelled running export's worker
 * notices at its next lease renewal and drops its file. Null when the export had already ended.
 */
export async function cancelExport(
  db: Db,
  tenantId: string,
  id: string,
  at: Date,
): Promise<ExportRow | null> {
  const { count } = await db.reportExport.updateMany({
    where: { id, tenantId, status: { in: ['queued', 'running'] } },
    data: { status: 'cancelled', cancelledAt: at, leaseOwner: null, leaseExpiresAt: null },
  });
  return count === 1 ? findExport(db, tenantId, id) : null;
}

/** Deletes the row (admin); answers its file key so the caller removes the file. */
export async function deleteExport(
  db: Db,
  tenantId: string,
  id: string,
): Promise<{ fileKey: string | null } | null> {
  const rows = await db.reportExport.findFirst({
    where: { id, tenantId },
    select: { fileKey: true },
  });
  if (!rows) return null;
  const { count } = await db.reportExport.deleteMany({ where: { id, tenantId } });
  return count === 1 ? rows : null;
}
