import { isUuid, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { deleteExport, findExportPage, type ExportRow } from '../exports/export-store';
import { runDueSchedules } from '../schedules/scheduler';
import type { ReportsDeps } from '../common/deps';
import { assertAdmin, assertSystem } from './access';
import { expireDue, usageByUserAndFormat, type UsageRow } from './admin-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('reports');

export async function usage(
  deps: ReportsDeps,
  actor: Actor,
  args: { from?: string | null; to?: string | null },
): Promise<UsageRow[]> {
  assertAdmin(actor);
  const check = new InputCheck();
  const from = check.date('from', args.from);
  const to = check.date('to', args.to);
  if (from && to) check.when(from >= to, 'to', 'must be after from');
  check.done();
  return usageByUserAndFormat(deps.prisma, actor.tenantId, from ?? null, to ?? null);
}

export async function tenantExports(
  deps: ReportsDeps,
  actor: Actor,
  args: PageRequest & { userId?: string | null; status?: ExportRow['status'] | null },
): Promise<Connection<ExportRow>> {
  assertAdmin(actor);
  new InputCheck().uuid('userId', args.userId).done();
  const page = creationPage(args, 'DESC');
  const filter = {
    ...(args.userId ? { userId: args.userId.toLowerCase() } : {}),
    ...(args.status ? { status: args.status } : {}),
  };
  return creationConnection(await findExportPage(deps.prisma, actor.tenantId, filter, page), page);
}

/** Deletes an export of the tenant: the row first (a running worker then misses its renewal and stops), then its file. */
export async function removeExport(deps: ReportsDeps, actor: Actor, id: string): Promise<boolean> {
  assertAdmin(actor);
  const deleted = isUuid(id)
    ? await deleteExport(deps.prisma, actor.tenantId, id.toLowerCase())
    : null;
  if (!deleted) throw new NotFoundError('Export', id);
  if (deleted.fileKey) await deps.storage.delete(deleted.fileKey);
  return true;
}

const SWEEP_BATCH = 500;

/**
 * Expires every completed export past its 7 days, in batches, removing each file after its row
 * says expired (a download in between answers 410 before it looks for the file).
 */
export async function expireExports(
  deps: Pick<ReportsDeps, 'prisma' | 'storage' | 'clock' | 'events'>,
): Promise<number> {
  let expired = 0;
  for (;;) {
    const rows = await expireDue(deps.prisma, deps.clock.now(), SWEEP_BATCH);
    for (const row of rows)
      if (row.fileKey)
        await deps.storage
          .delete(row.fileKey)
          .catch((error) => log.error({ err: error, exportId: row.id }, 'export file not removed'));
    expired += rows.length;
    if (rows.length < SWEEP_BATCH) return expired;
  }
}

export async function expireNow(
  deps: ReportsDeps,
  actor: Actor,
): Promise<{ expired: number; sweptAt: Date }> {
  assertSystem(actor);
  return { expired: await expireExports(deps), sweptAt: deps.clock.now() };
}

export async function runDueNow(
  deps: ReportsDeps,
  actor: Actor,
): Promise<{ due: number; exportIds: string[]; ranAt: Date }> {
  assertSystem(actor);
  const ranAt = deps.clock.now();
  const { due, exports } = await runDueSchedules(deps);
  return { due, exportIds: exports.map((row) => row.id), ranAt };
}
