import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { announce } from '../exports/export-rules';
import type { ExportRow } from '../exports/export-store';
import type { ReportsDeps } from '../common/deps';
import { latestSlot, nextSlot } from './cron';
import { queueRun } from './schedule-runs';
import { advanceSchedule, withDueSchedules } from './schedule-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('reports-scheduler');

/** Schedules run per round; a full batch goes again at once. */
const BATCH = 20;

/**
 * Runs the due slots of every tenant's schedules, in one transaction per batch. A schedule that
 * missed several slots (the platform was down) runs once, for the latest of them, then waits
 * for its next slot after now. Answers the exports queued.
 */
export async function runDueSchedules(
  deps: ReportsDeps,
  limit = BATCH,
): Promise<{ exports: ExportRow[]; due: number }> {
  const now = deps.clock.now();
  const result = await withDueSchedules(deps.prisma, now, limit, async (tx, due) => {
    const exports: ExportRow[] = [];
    for (const schedule of due) {
      const slot = latestSlot(schedule.cron, schedule.timezone, now) ?? schedule.nextRunAt!;
      const trigger = schedule.nextRunAt && slot > schedule.nextRunAt ? 'catch-up' : 'cron';
      const row = await queueRun(deps, tx, schedule, slot.toISOString(), trigger, slot);
      if (row) exports.push(row);
      else
        log.warn(
          { scheduleId: schedule.id, slot: slot.toISOString() },
          'slot already ran or its template is gone',
        );
      await advanceSchedule(
        tx,
        schedule.id,
        row ? slot : null,
        nextSlot(schedule.cron, schedule.timezone, now),
      );
    }
    return { exports, due: due.length };
  });
  for (const row of result.exports) announce(deps, row);
  if (result.exports.length) deps.wakeWorker();
  return result;
}

/**
 * The scheduler, as background work of the reports process: a round at start (the catch-up of
 * slots missed while down), then every `pollIntervalMs` (REPORTS_SCHEDULER_POLL_MS, default
 * 15 s). Any number of instances may run it (docs/reports.md, "Schedules").
 */
export function reportsScheduler(
  deps: () => ReportsDeps,
  pollIntervalMs: number,
): BackgroundService {
  return backgroundService({
    name: 'reports scheduler',
    round: async () => (await runDueSchedules(deps())).due === BATCH,
    intervalMs: pollIntervalMs,
  });
}
