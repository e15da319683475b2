import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { BackgroundWork } from '../../../lib/subgraph/server';
import { WorkLoop } from '../../../lib/work-loop';
import type { ReportsDeps } from '../common/context';
import { runExport, type RunOutcome, type RunSettings } from './export-run';
import { claimNextExport, releaseExport } from './queue-store';
import { serviceLogger } from '../../../lib/observability/logger';

const log = serviceLogger('reports-worker');

export interface ExportWorkerOptions extends Omit<RunSettings, 'owner'> {
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
 * them, and a worker that dies leaves its lease to run out, after which another starts it again.
 */
export class ExportWorker implements BackgroundWork {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly loop: WorkLoop;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly deps: () => ReportsDeps,
    private readonly options: ExportWorkerOptions,
  ) {
    this.loop = new WorkLoop('reports export worker', () => this.round(), options.pollIntervalMs);
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
    const row = await claimNextExport(deps.prisma, this.id, this.options.leaseMs);
    if (!row) return false;
    const run = runExport(deps, { ...this.options, owner: this.id }, row)
      .then((outcome) => this.options.onRunEnded?.(row.id, outcome))
      .catch(async (error) => {
        log.error({ err: error, exportId: row.id }, 'export stopped; another worker takes it over');
        await releaseExport(deps.prisma, { id: row.id, attempt: row.attempt }, this.id).catch(
          () => undefined,
        );
      })
      .finally(() => {
        this.running.delete(run);
        this.kick();
      });
    this.running.add(run);
    return this.running.size < this.options.concurrency;
  }
}
