import { randomUUID } from 'node:crypto';
import type { MlDriftMonitor, MlDriftReport } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { updateClaimed } from '../../../lib/db/claim-round';
import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import type { CreationPage } from '../../../lib/pagination';
import type { PlatformEvent } from '../../../lib/events/bus';
import { recordEvent } from '../../../lib/events/outbox';

export type MonitorRow = MlDriftMonitor;
export type ReportRow = MlDriftReport;

export type NewMonitor = Pick<
  MonitorRow,
  | 'tenantId'
  | 'name'
  | 'endpointId'
  | 'features'
  | 'method'
  | 'threshold'
  | 'windowSize'
  | 'referenceDatasetId'
  | 'intervalSeconds'
  | 'createdBy'
>;

export function insertMonitor(db: Db, monitor: NewMonitor, now: Date): Promise<MonitorRow> {
  const nextRunAt = monitor.intervalSeconds
    ? new Date(now.getTime() + monitor.intervalSeconds * 1000)
    : null;
  return db.mlDriftMonitor.create({ data: { id: randomUUID(), ...monitor, nextRunAt } });
}

export function findMonitor(db: Db, tenantId: string, id: string): Promise<MonitorRow | null> {
  return db.mlDriftMonitor.findFirst({ where: { id, tenantId } });
}

/** One creation-order page of the tenant's monitors (limit + 1 rows). */
export function findMonitorPage(
  db: Db,
  tenantId: string,
  page: CreationPage,
): Promise<MonitorRow[]> {
  return db.mlDriftMonitor.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** One creation-order page of a monitor's reports (limit + 1 rows). */
export function findReportPage(
  db: Db,
  tenantId: string,
  monitorId: string,
  page: CreationPage,
): Promise<ReportRow[]> {
  return db.mlDriftReport.findMany({
    where: { tenantId, monitorId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

/** The endpoint's latest `limit` inputs, newest first (the id is the order they arrived in). */
export async function recentInputs(
  db: Db,
  endpointId: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const rows = await db.mlInferenceInput.findMany({
    where: { endpointId },
    orderBy: { id: 'desc' },
    take: limit,
    select: { features: true },
  });
  return rows.map((row) => row.features as Record<string, unknown>);
}

/** The report and, when it found drift, its event through the outbox: both or neither. */
export function insertReport(
  prisma: PrismaClient,
  report: Omit<ReportRow, 'id' | 'createdAt' | 'features'> & { features: object },
  event: ((report: ReportRow) => PlatformEvent) | null,
): Promise<ReportRow> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.mlDriftReport.create({ data: { id: randomUUID(), ...report } });
    if (event) await recordEvent(tx, 'ml', event(row));
    return row;
  });
}

/**
 * Claims monitors due to run: one UPDATE moves `next_run_at` an interval on and returns them.
 * The claim skips locked rows (lib/db/claim-round.ts), which keeps two instances from claiming the
 * same monitor; a monitor whose run then fails simply waits for its next turn. Due and next are
 * the database's now(), so instances on different hosts agree on when a monitor is due.
 */
export async function claimDueMonitors(prisma: Db, limit: number): Promise<MonitorRow[]> {
  const rows = await updateClaimed<{ id: string }>(
    prisma,
    {
      schema: 'ml',
      table: 'drift_monitors',
      where: Prisma.sql`next_run_at IS NOT NULL AND next_run_at <= now()`,
      orderBy: Prisma.sql`next_run_at`,
      limit,
    },
    Prisma.sql`next_run_at = now() + interval_seconds * interval '1 second'`,
  );
  if (!rows.length) return [];
  return prisma.mlDriftMonitor.findMany({ where: { id: { in: rows.map((r) => r.id) } } });
}
