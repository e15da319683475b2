import { exportUpdated } from '../common/events';
import type { ReportsDeps } from '../common/deps';
import type { ExportRow } from '../exports/export-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('reports-worker');

/*
 * The worker's reports.export.updated events: subscribers re-read the export on each one. A
 * publish that fails is logged; the export's row stays the truth.
 */

/** Announces the export as its row stands (completed, failed). */
export function announceRow(deps: ReportsDeps, row: ExportRow): void {
  announceProgress(deps, row, row.progress, row.rowCount, row.status);
}

export function announceProgress(
  deps: ReportsDeps,
  row: ExportRow,
  progress: number,
  rowCount: number,
  status: string = 'running',
): void {
  deps.events
    .publish(
      exportUpdated(row.tenantId, {
        exportId: row.id,
        userId: row.userId,
        status,
        progress,
        rowCount,
      }),
    )
    .catch((error) => log.error({ err: error, exportId: row.id }, 'export progress not published'));
}
