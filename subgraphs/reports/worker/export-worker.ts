import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BackgroundWork } from '../../../lib/subgraph/server';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import type { QueueClaim } from '../../../lib/jobs/leased-queue';
import type { ReportsDeps } from '../common/deps';
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

/**
 * The export worker, as background work of the reports process (lib/subgraph/server.ts). Any
 * number of them, in one process or many, share one queue: the claim hands each export to one of
 * them, and a worker that dies leaves its lease to run out, after which another starts it again
 * (lib/jobs/leased-queue-store.ts), at most MAX_EXPORT_CLAIMS times.
 */
export class ExportWorker implements BackgroundWork {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly loop: BackgroundService;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly deps: () => ReportsDeps,
    private readonly options: ExportWorkerOptions,
  ) {
    this.loop = backgroundService({
      name: 'reports export worker',
      round: () => this.round(),
      intervalMs: options.pollIntervalMs,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Looks at the queue now (an export was queued). */
  kick(): void {
    this.loop.kick();
  }

  /** Stops claiming and waits for the exports being written. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.all(this.running);
  }

  /** Claims while there is room; answers whether to look again at once. */
  private async round(): Promise<boolean> {
    if (this.running.size >= this.options.concurrency) return false;
    const deps = this.deps();
    const [claim] = await exportQueue.claim(deps.prisma, this.id, this.options.leaseMs);
    if (!claim) return false;
    if (claim.exhausted) {
      await this.giveUp(deps, claim);
      return true;
    }
    const row = await findClaimedExport(deps.prisma, claim);
    const run = runExport(deps, this.options, claim, row)
      .then((outcome) => this.options.onRunEnded?.(row.id, outcome))
      .catch(async (error) => {
        log.error({ err: error, exportId: row.id }, 'export stopped; another worker takes it over');
        await exportQueue.handBack(deps.prisma, claim).catch(() => undefined);
      })
      .finally(() => {
        this.running.delete(run);
        this.kick();
      });
    this.running.add(run);
    return this.running.size < this.options.concurrency;
  }

  /** An export whose workers stopped on it MAX_EXPORT_CLAIMS times is failed, not started again. */
  private async giveUp(deps: ReportsDeps, claim: QueueClaim): Promise<void> {
    const message = `The export stopped its worker ${MAX_EXPORT_CLAIMS} times; it is not retried again`;
    const failed = await failExport(deps.prisma, claim, message, deps.clock.now());
    if (failed) announceRow(deps, failed);
    this.options.onRunEnded?.(claim.id, failed ? 'failed' : 'cancelled');
  }
}
