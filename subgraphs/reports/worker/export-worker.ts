import type { BackgroundWork } from '../../../lib/subgraph/server';
import type { QueueClaim } from '../../../lib/jobs/leased-queue';
import { QueueWorker } from '../../../lib/jobs/queue-worker';
import type { ReportsDeps } from '../common/deps';
import type { ExportRow } from '../exports/export-store';
import { announceRow } from './export-events';
import { runExport, type RunOutcome, type RunSettings } from './export-run';
import { exportQueue, failExport, findClaimedExport, MAX_EXPORT_CLAIMS } from './queue-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('reports-worker');

export interface ExportWorkerOptions extends RunSettings {
  /** How often an idle worker looks at the queue (REPORTS_WORKER_POLL_MS, default 1000); a new export wakes it at once. */
  pollIntervalMs: number;
  /** Exports written at once (REPORTS_WORKER_CONCURRENCY, default 1). */
  concurrency: number;
  /** Called after each run (tests and the benchmark). */
  onRunEnded?: (exportId: string, outcome: RunOutcome) => void;
}

/** The worker as the reports process holds it: background work it kicks when an export is queued. */
export type ExportWorker = BackgroundWork & { kick(): void };

type Claimed = { id: string; claim: QueueClaim; row: ExportRow; deps: ReportsDeps };

/**
 * The export worker, as background work of the reports process (lib/subgraph/server.ts), on the
 * platform's one queue worker (lib/jobs/queue-worker.ts). Any number of them, in one process or
 * many, share one queue: the claim hands each export to one of them, and a worker that dies
 * leaves its lease to run out, after which another starts it again
 * (lib/jobs/leased-queue-store.ts), at most MAX_EXPORT_CLAIMS times. A stop waits for the
 * exports being written.
 */
export function exportWorker(deps: () => ReportsDeps, options: ExportWorkerOptions): ExportWorker {
  return new QueueWorker<Claimed>({
    name: 'reports export worker',
    concurrency: options.concurrency,
    pollIntervalMs: options.pollIntervalMs,
    gauge: exportQueue.gauge(deps().prisma),
    claim: async (owner, limit) => {
      const current = deps();
      const claims = await exportQueue.claim(current.prisma, owner, options.leaseMs, limit);
      return Promise.all(
        claims.map(async (claim) => ({
          id: claim.id,
          claim,
          row: await findClaimedExport(current.prisma, claim),
          deps: current,
        })),
      );
    },
    exhausted: ({ claim }) => claim.exhausted,
    giveUp: (claimed) => giveUp(claimed, options),
    span: ({ claim, row }) => ({
      part: 'reports-worker',
      name: `report export ${row.format}`,
      row,
      attributes: { 'lanes.job.attempt': claim.token, 'lanes.export.format': row.format },
    }),
    run: async ({ claim, row, deps: runDeps }) => {
      const outcome = await runExport(runDeps, options, claim, row);
      options.onRunEnded?.(row.id, outcome);
      return outcome;
    },
    failed: async ({ id, claim, deps: runDeps }, error) => {
      log.error({ err: error, exportId: id }, 'export stopped; another worker takes it over');
      await exportQueue.handBack(runDeps.prisma, claim);
    },
  });
}

/** An export whose workers stopped on it MAX_EXPORT_CLAIMS times is failed, not started again. */
async function giveUp(
  { claim, deps }: Claimed,
  options: Pick<ExportWorkerOptions, 'onRunEnded'>,
): Promise<void> {
  const message = `The export stopped its worker ${MAX_EXPORT_CLAIMS} times; it is not retried again`;
  const failed = await failExport(deps.prisma, claim, message, deps.clock.now());
  if (failed) announceRow(deps, failed);
  options.onRunEnded?.(claim.id, failed ? 'failed' : 'cancelled');
}
