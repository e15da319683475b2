import type { PlatformEvent } from '../../../lib/events/bus';
import type { ExportRow } from '../exports/export-store';
import type { ReportsDeps } from '../common/deps';
import { exportDelivery } from '../common/events';
import { findSchedule } from './schedule-store';

/** Seconds from `now` until `expiresAt`, at least one. */
const untilExpiry = (expiresAt: Date, now: Date): number =>
  Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));

/**
 * The delivery event of a scheduled export whose schedule names a webhook endpoint, made once the
 * file is written (the worker records it in the transaction that completes the export): the link
 * needs no token, so the receiver can fetch the file until it expires (docs/reports.md, "Delivery").
 * The receiver cannot ask for a fresh link, so this one is a gateway link signed to expire with
 * the export itself (7 days) rather than after FILE_URL_TTL_SECONDS; it is made synchronously
 * inside that transaction, which a presigned S3 URL could not be.
 */
export async function deliveryOf(
  deps: Pick<ReportsDeps, 'prisma' | 'storage' | 'clock'>,
  row: ExportRow,
): Promise<(completed: ExportRow) => PlatformEvent | null> {
  const schedule = row.scheduleId
    ? await findSchedule(deps.prisma, row.tenantId, row.scheduleId)
    : null;
  if (!schedule?.deliverTo) return () => null;
  const endpointId = schedule.deliverTo;
  return (completed) =>
    exportDelivery(completed.tenantId, {
      endpointId,
      exportId: completed.id,
      scheduleId: schedule.id,
      templateId: completed.templateId,
      templateName: completed.templateName,
      format: completed.format,
      rowCount: completed.rowCount,
      sizeBytes: completed.sizeBytes,
      fileName: completed.fileName!,
      downloadUrl: deps.storage.links.sign(
        completed.fileKey!,
        untilExpiry(completed.expiresAt!, deps.clock.now()),
      ),
      expiresAt: completed.expiresAt!.toISOString(),
      completedAt: completed.completedAt!.toISOString(),
    });
}
