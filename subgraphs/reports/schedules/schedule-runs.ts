import type { Db } from '../../../lib/db/prisma';
import type { ExportRow } from '../exports/export-store';
import type { ReportsDeps } from '../common/deps';
import { resolveTemplate } from '../templates/template-rules';
import { windowFilters, type ReportWindow } from './cron';
import { recordRun, type ScheduleRow } from './schedule-store';

export type RunTrigger = 'cron' | 'catch-up' | 'manual' | 'webhook';

/**
 * Queues a schedule's export for one slot, in the caller's transaction: the template as it is
 * now, its filters with the window ending at `windowEnd`, the rows of the schedule's creator in
 * the scope they had. Null when the slot already ran, or the template is gone.
 */
export async function queueRun(
  deps: Pick<ReportsDeps, 'prisma'>,
  tx: Db,
  schedule: ScheduleRow,
  slot: string,
  trigger: RunTrigger,
  windowEnd: Date,
): Promise<ExportRow | null> {
  const template = await resolveTemplate(deps, schedule.tenantId, schedule.templateId);
  if (!template) return null;
  return recordRun(tx, schedule.id, slot, trigger, {
    tenantId: schedule.tenantId,
    userId: schedule.createdBy,
    scope: schedule.scope,
    templateId: template.id,
    templateName: template.name,
    dataset: template.dataset,
    columns: template.columns,
    filters: {
      ...template.filters,
      ...windowFilters(schedule.window as ReportWindow, windowEnd, schedule.timezone),
    },
    format: schedule.format,
  });
}
