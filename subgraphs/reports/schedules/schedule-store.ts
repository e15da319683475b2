import { randomUUID } from 'node:crypto';
import type { ReportFormat, ReportSchedule } from '../../../lib/db/generated/client';
import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import { claimRound } from '../../../lib/db/claim-round';
import { Prisma, type Db, type PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { CreationPage } from '../../../lib/pagination';
import { insertExport, type ExportRow, type NewExport } from '../exports/export-store';

export type ScheduleRow = ReportSchedule;

export interface ScheduleFields {
  templateId: string;
  format: ReportFormat;
  cron: string;
  timezone: string;
  window: string;
  deliverTo: string | null;
  sourceId: string | null;
  enabled: boolean;
  nextRunAt: Date | null;
}

export async function insertSchedule(
  db: Db,
  tenantId: string,
  createdBy: string,
  scope: string,
  fields: ScheduleFields,
): Promise<ScheduleRow> {
  return db.reportSchedule.create({
    data: { id: randomUUID(), tenantId, createdBy, scope, ...fields },
  });
}

export async function findSchedule(
  db: Db,
  tenantId: string,
  id: string,
): Promise<ScheduleRow | null> {
  return db.reportSchedule.findFirst({ where: { id, tenantId } });
}

export async function findSchedulePage(
  db: Db,
  tenantId: string,
  page: CreationPage,
): Promise<ScheduleRow[]> {
  return db.reportSchedule.findMany({
    where: { tenantId, ...createdAfter(page) },
    ...creationQuery(page),
  });
}

export async function updateSchedule(
  db: Db,
  tenantId: string,
  id: string,
  fields: ScheduleFields,
): Promise<ScheduleRow> {
  return withDatabaseErrors('Report schedule', () =>
    db.reportSchedule.update({ where: { id, tenantId }, data: fields }),
  );
}

export async function deleteSchedule(db: Db, tenantId: string, id: string): Promise<void> {
  await withDatabaseErrors('Report schedule', () =>
    db.reportSchedule.delete({ where: { id, tenantId } }),
  );
}

/** The tenant's enabled schedules an incoming webhook source runs. */
export async function findSchedulesOfSource(
  db: Db,
  tenantId: string,
  sourceId: string,
): Promise<ScheduleRow[]> {
  return db.reportSchedule.findMany({ where: { tenantId, sourceId, enabled: true } });
}

/**
 * One run of a schedule for one slot, in the caller's transaction: the (schedule, slot) row is
 * inserted first with ON CONFLICT DO NOTHING, and only the transaction that inserted it queues
 * the export. Two instances (or a retried request) running the same slot race on that primary
 * key: one inserts, the other waits for it and then inserts nothing, so each slot runs once.
 * Null when the slot had already run.
 */
export async function recordRun(
  tx: Db,
  scheduleId: string,
  slot: string,
  trigger: string,
  exportData: NewExport,
): Promise<ExportRow | null> {
  const exportId = randomUUID();
  const inserted = await tx.$executeRaw`
    INSERT INTO "reports"."schedule_runs" ("schedule_id", "slot", "trigger", "export_id")
    VALUES (${scheduleId}::uuid, ${slot}, ${trigger}, ${exportId}::uuid)
    ON CONFLICT ("schedule_id", "slot") DO NOTHING`;
  if (inserted !== 1) return null;
  return insertExport(tx, { ...exportData, id: exportId, scheduleId });
}

/**
 * Runs `work` on up to `limit` enabled schedules whose next slot is due, locked in one transaction
 * with what `work` writes (lib/db/claim-round.ts). A second scheduler instance passes over the
 * schedules this one holds and takes others (or none); after this one commits, their next_run_at
 * has moved past `now`, so the other's re-check of the WHERE drops them. The (schedule, slot) key
 * of recordRun is the second guard, for a run asked for by hand or by the system's run-due at the
 * same moment.
 */
export function withDueSchedules<R>(
  prisma: PrismaClient,
  now: Date,
  limit: number,
  work: (tx: Db, due: ScheduleRow[]) => Promise<R>,
): Promise<R> {
  const due = {
    schema: 'reports',
    table: 'schedules',
    where: Prisma.sql`"enabled" AND "next_run_at" <= ${now}`,
    orderBy: Prisma.sql`"next_run_at"`,
    limit,
  };
  return claimRound(
    prisma,
    due,
    async (tx, ids: { id: string }[]) =>
      work(
        tx,
        ids.length === 0
          ? []
          : await tx.reportSchedule.findMany({ where: { id: { in: ids.map((r) => r.id) } } }),
      ),
    // A batch queues up to `limit` exports: a loaded database takes longer than Prisma's 5 s.
    { timeout: 30_000, maxWait: 10_000 },
  );
}

export async function advanceSchedule(
  tx: Db,
  id: string,
  lastRunAt: Date | null,
  nextRunAt: Date | null,
): Promise<void> {
  await tx.reportSchedule.update({
    where: { id },
    data: { nextRunAt, ...(lastRunAt ? { lastRunAt } : {}) },
  });
}
