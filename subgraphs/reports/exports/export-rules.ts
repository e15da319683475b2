import type { Actor } from '../../../lib/context';
import { InvalidStateError, NotFoundError, ValidationError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { isUuid } from '../../../lib/context';
import type { ReportsDeps } from '../common/deps';
import { ReportsError } from '../common/errors';
import { exportUpdated } from '../common/events';
import { assertReportReader } from '../templates/access';
import { resolveTemplate } from '../templates/template-rules';
import { canSeeExport, scopeOf } from './access';
import { CONTENT_TYPES } from './export-files';
import { EXPORT_MACHINE } from './export-machine';
import { exportFilters, requireTemplateId, type ExportInput } from './export-input';
import {
  cancelExport,
  findExport,
  findExportPage,
  insertExport,
  type ExportRow,
} from './export-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('reports');

/** Tells subscribers and the worker about a change; a lost notification is made good by the stored row and the worker's polling. */
export function announce(deps: Pick<ReportsDeps, 'events'>, row: ExportRow): void {
  deps.events
    .publish(
      exportUpdated(row.tenantId, {
        exportId: row.id,
        userId: row.userId,
        status: row.status,
        progress: row.progress,
        rowCount: row.rowCount,
      }),
    )
    .catch((error) => {
      log.error({ err: error, exportId: row.id }, 'export update not published');
    });
}

/** Queues an export of a template as the actor: its role decides whose rows (docs/api/reports.md, "Roles"). */
export async function createExport(
  deps: ReportsDeps,
  actor: Actor,
  input: ExportInput,
): Promise<ExportRow> {
  assertReportReader(actor);
  const templateId = requireTemplateId(input);
  const template = await resolveTemplate(deps, actor.tenantId, templateId);
  if (!template) throw ValidationError.field('templateId', 'names no template of this tenant');
  const filters = exportFilters(template, input.filters);
  const row = await insertExport(deps.prisma, {
    tenantId: actor.tenantId,
    userId: actor.id,
    scope: scopeOf(actor),
    templateId: template.id,
    templateName: template.name,
    dataset: template.dataset,
    columns: template.columns,
    filters,
    format: input.format ?? template.defaultFormat,
  });
  announce(deps, row);
  deps.wakeWorker();
  return row;
}

/** The actor's export, or 404 (another user's for a non-admin, another tenant's, a malformed id). */
export async function getExport(deps: ReportsDeps, actor: Actor, id: string): Promise<ExportRow> {
  assertReportReader(actor);
  const row = isUuid(id) ? await findExport(deps.prisma, actor.tenantId, id.toLowerCase()) : null;
  if (!row || !canSeeExport(actor, row)) throw new NotFoundError('Export', id);
  return row;
}

export async function listExports(
  deps: ReportsDeps,
  actor: Actor,
  args: PageRequest & { status?: ExportRow['status'] | null },
): Promise<Connection<ExportRow>> {
  assertReportReader(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(
    await findExportPage(
      deps.prisma,
      actor.tenantId,
      { userId: actor.id, ...(args.status ? { status: args.status } : {}) },
      page,
    ),
    page,
  );
}

export async function cancel(deps: ReportsDeps, actor: Actor, id: string): Promise<ExportRow> {
  const row = await getExport(deps, actor, id);
  const cancelled = await cancelExport(deps.prisma, actor.tenantId, row.id, deps.clock.now());
  if (!cancelled) {
    const now = await findExport(deps.prisma, actor.tenantId, row.id);
    throw new InvalidStateError('export', now?.status ?? row.status, 'cancel');
  }
  announce(deps, cancelled);
  return cancelled;
}

/** Whether a completed export is past its 7 days by the service's clock (the sweep may not have run yet). */
const isExpired = (row: ExportRow, now: Date): boolean =>
  row.status === 'expired' || (row.expiresAt !== null && row.expiresAt <= now);

export interface ExportDownload {
  exportId: string;
  key: string;
  url: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  expiresAt: Date;
}

/** A completed export's file: 410 EXPIRED after its 7 days, INVALID_STATE before it completed. */
export async function download(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
): Promise<ExportDownload> {
  const row = await getExport(deps, actor, id);
  if (isExpired(row, deps.clock.now()))
    throw new ReportsError(
      'EXPIRED',
      `Export ${row.id} expired on ${(row.expiresAt ?? row.expiredAt)?.toISOString()}: its file is gone; export again`,
    );
  if (row.status !== 'completed' || !row.fileKey || !row.fileName || !row.expiresAt)
    throw new InvalidStateError(EXPORT_MACHINE.resource, row.status, 'download');
  return {
    exportId: row.id,
    key: row.fileKey,
    url: await deps.storage.url(row.fileKey),
    fileName: row.fileName,
    contentType: CONTENT_TYPES[row.format],
    sizeBytes: row.sizeBytes,
    expiresAt: row.expiresAt,
  };
}
