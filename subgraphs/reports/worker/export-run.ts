import type { Writable } from 'node:stream';
import type { PlatformEvent } from '../../../lib/events/bus';
import {
  EXPORT_LIFETIME_MS,
  CONTENT_TYPES,
  exportFileKey,
  exportFileName,
} from '../exports/export-files';
import type { ExportRow } from '../exports/export-store';
import type { ReportPage } from '../../../lib/reports/datasets';
import { datasetOf } from '../common/datasets';
import type { ReportsDeps } from '../common/deps';
import { csvFormat } from './formats/csv';
import type { RowFormat } from './formats/format';
import { jsonFormat } from './formats/json';
import { pdfFormat } from './formats/pdf';
import { announceProgress, announceRow } from './export-events';
import { completeExport, failExport, renewExport } from './queue-store';
import type { Claim } from '../../../lib/jobs/leased-queue';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('reports-worker');

/** What a run needs from the worker. */
export interface RunSettings {
  leaseMs: number;
  /** Rows fetched per call to the owning service (REPORTS_PAGE_SIZE, default 500; at most 10,000: docs/reports.md, "Benchmark"). */
  pageSize: number;
  /** The most rows a PDF holds (REPORTS_PDF_MAX_ROWS, default 100,000): a table of more pages than that is read by no one. */
  pdfMaxRows: number;
  /** The delivery event of a completed scheduled export, when its schedule delivers (schedules feature). */
  delivery: (row: ExportRow) => Promise<(completed: ExportRow) => PlatformEvent | null>;
}

export type RunOutcome = 'completed' | 'failed' | 'cancelled';

class Cancelled extends Error {}

/** A failure the export's owner should read: the message goes on the export as it is. */
class ExportFailure extends Error {}

function formatFor(row: ExportRow, stream: Writable): RowFormat {
  if (row.format === 'csv') return csvFormat(stream, row.columns);
  if (row.format === 'json') return jsonFormat(stream, row.columns);
  return pdfFormat(stream, row.columns, `${row.templateName} (${row.dataset})`);
}

/**
 * One claimed export (its span, continuing the trace of the request that asked for it, is the
 * worker's: lib/jobs/queue-worker.ts), page by page: each page is fetched from the owning service and written into the
 * file while the next one is fetched (never more), so the worker holds at most two pages
 * whatever the row count. After every page the lease is renewed together with the progress; a renewal that
 * misses means a cancel won, and the file is dropped.
 */
export async function runExport(
  deps: ReportsDeps,
  settings: RunSettings,
  claim: Claim,
  row: ExportRow,
): Promise<RunOutcome> {
  const contract = datasetOf(row.dataset);
  const fileName = exportFileName(row.templateName, row.format, row.createdAt);
  const key = exportFileKey(row.tenantId, row.id, fileName);
  const writer = deps.storage.createWriter(key, CONTENT_TYPES[row.format]);
  const origin = { tenantId: row.tenantId, requestId: undefined };
  // The page asked for ahead; a run that stops early waits for it to settle, so no call of this
  // run is still in flight once it has returned (the worker's stop waits for its runs).
  let next: Promise<ReportPage> | null = null;
  try {
    if (!contract) throw new ExportFailure(`The dataset ${row.dataset} is no longer served`);
    const format = formatFor(row, writer.stream);
    const fetchPage = (after: string | null): Promise<ReportPage> =>
      deps.sources.page(
        contract,
        {
          dataset: row.dataset,
          userId: row.userId,
          scope: row.scope,
          columns: row.columns,
          ...row.filters,
          after,
          limit: settings.pageSize,
          withTotal: after === null,
        },
        origin,
      );
    let rowCount = 0;
    let total: number | null = null;
    let first = true;
    let announced = -1;
    next = fetchPage(null);
    while (next) {
      const page: ReportPage = await next;
      // The next page is asked for while this one is written: the owning service and the
      // database work while this process writes, and at most two pages are ever held.
      next = page.nextCursor ? fetchPage(page.nextCursor) : null;
      // A run that stops early awaits it only to let it settle; its failure is the stop's, not a new one.
      next?.catch(() => undefined);
      if (first) {
        first = false;
        total = page.total;
        if (row.format === 'pdf' && (total ?? 0) > settings.pdfMaxRows) {
          throw new ExportFailure(
            `A PDF export holds at most ${settings.pdfMaxRows} rows and this one has ${total}; narrow the filters or export csv or json`,
          );
        }
      }
      await format.write(JSON.parse(page.rowsJson) as unknown[][]);
      rowCount += page.rowCount;
      const progress = next ? Math.min(99, total ? Math.floor((rowCount / total) * 100) : 0) : 99;
      if (!(await renewExport(deps.prisma, claim, settings.leaseMs, progress, rowCount)))
        throw new Cancelled();
      // Subscribers re-read the export on each event: one per percent, not one per page.
      if (progress !== announced) announceProgress(deps, row, progress, rowCount);
      announced = progress;
    }
    await format.end();
    const stored = await writer.commit();
    const completedAt = deps.clock.now();
    const event = await settings.delivery(row);
    const done = await completeExport(
      deps.prisma,
      claim,
      {
        rowCount,
        sizeBytes: stored.size,
        fileKey: key,
        fileName,
        completedAt,
        expiresAt: new Date(completedAt.getTime() + EXPORT_LIFETIME_MS),
      },
      event,
    );
    if (!done) {
      await deps.storage.delete(key);
      return 'cancelled';
    }
    announceRow(deps, done);
    return 'completed';
  } catch (error) {
    await next?.catch(() => undefined);
    await writer.abort();
    if (error instanceof Cancelled) return 'cancelled';
    const message =
      error instanceof ExportFailure
        ? error.message
        : `The export could not be written: ${(error as Error).message}`;
    if (!(error instanceof ExportFailure))
      log.error({ err: error, exportId: row.id }, 'export failed');
    const failed = await failExport(deps.prisma, claim, message, deps.clock.now());
    if (failed) announceRow(deps, failed);
    return failed ? 'failed' : 'cancelled';
  }
}
