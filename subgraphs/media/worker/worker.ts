import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PlatformEvent } from '../../../lib/events/bus';
import { WorkLoop } from '../../../lib/work-loop';
import type { ProviderChain } from '../providers';
import { JOB_UPDATED, type JobUpdatedData } from '../common/events';
import { recoverUnconfirmedJobs, settlePendingJobs } from './credit-rounds';
import { JobRun, PROGRESS_CLAIMED, StopReason, type RunResult } from './job-run';
import { JobSteps } from './job-steps';
import type { WorkerDeps } from './worker-deps';
import { serviceLogger } from '../../../lib/observability/logger';

export interface MediaWorkerOptions {
  deps: WorkerDeps;
  chain: ProviderChain;
  /** How long to wait between looks at an empty queue (MEDIA_WORKER_POLL_MS, default 1000). */
  pollIntervalMs: number;
  /** How long a claim holds without renewal (MEDIA_WORKER_LEASE_MS, default 30000); renewed every third of it. */
  leaseMs: number;
  /** Jobs processed at once by this worker (MEDIA_WORKER_CONCURRENCY, default 2). */
  concurrency: number;
  /** How often settlements identity did not confirm are sent again (MEDIA_WORKER_SETTLE_MS, default 30000; 0 = never). */
  settleIntervalMs: number;
  /** How often jobs whose credit hold was never confirmed are confirmed or failed (MEDIA_WORKER_RECOVER_MS, default 10000; 0 = never). */
  recoverIntervalMs: number;
  /** How long a job may wait unconfirmed before the recovery step takes it up (default 5000): its creation may still be confirming it. */
  confirmGraceMs?: number;
  /** Names this worker in `lease_owner`; unique by default (host, pid, random). */
  id?: string;
  log?: (message: string, error?: unknown) => void;
  /** Called after each job ends (tests and the benchmark count results). */
  onJobEnded?: (jobId: string, result: RunResult) => void;
}

type WorkerState = 'idle' | 'running' | 'stopping' | 'killed';

/** Unconfirmed jobs taken up per recovery round. */
const RECOVERY_BATCH = 100;

/**
 * Takes jobs from the queue and runs them, up to `concurrency` at a time. Any number of workers
 * (in one process or many) can share one database: the claim query hands each job to one of them.
 * An in-process event bus wakes the worker when a job is queued and stops a run when its job is
 * cancelled; across processes, polling and the lease renewal do the same a little later.
 */
export class MediaWorker {
  readonly id: string;
  private readonly steps: JobSteps;
  private readonly runs = new Map<string, { run: JobRun; done: Promise<void> }>();
  private readonly log: (message: string, error?: unknown) => void;
  private state: WorkerState = 'idle';
  private loopDone: Promise<void> = Promise.resolve();
  private wakeUp: () => void = () => undefined;
  private unsubscribe: () => void = () => undefined;
  private settleTimer?: NodeJS.Timeout;
  /** The recovery step, in rounds that never overlap (a full batch goes again at once). */
  private readonly recovery?: WorkLoop;

  constructor(private readonly options: MediaWorkerOptions) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.steps = new JobSteps(options.deps, this.id, options.leaseMs);
    const log = serviceLogger('media-worker');
    this.log =
      options.log ??
      ((message, error) => (error ? log.error({ err: error }, message) : log.info(message)));
    if (options.recoverIntervalMs > 0) {
      this.recovery = new WorkLoop(
        'media recovery',
        async () => (await this.recover()) === RECOVERY_BATCH,
        options.recoverIntervalMs,
      );
    }
  }

  get active(): number {
    return this.runs.size;
  }

  start(): this {
    if (this.state !== 'idle') throw new Error('A worker starts once');
    this.state = 'running';
    this.unsubscribe = this.options.deps.events.subscribe(JOB_UPDATED, (event) =>
      this.onJobUpdated(event as PlatformEvent<JobUpdatedData>),
    );
    if (this.options.settleIntervalMs > 0) {
      this.settleTimer = setInterval(() => void this.settle(), this.options.settleIntervalMs);
      this.settleTimer.unref();
    }
    this.recovery?.start();
    this.loopDone = this.loop();
    return this;
  }

  /** Looks at the queue now instead of at the next poll. */
  wake(): void {
    this.wakeUp();
  }

  /**
   * Stops taking jobs and lets running ones finish for up to `graceMs`; jobs still running then
   * are stopped and their leases ended, so another worker takes them over at once.
   */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.state !== 'running') return;
    this.state = 'stopping';
    this.shutDown();
    // A recovery round in flight finishes, so that it is not cut off from identity.
    await Promise.all([this.loopDone, this.recovery?.stop()]);
    const all = () => Promise.all([...this.runs.values()].map((r) => r.done));
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
    await Promise.race([all(), grace]);
    clearTimeout(timer);
    for (const { run } of this.runs.values())
      run.stop(new StopReason('stopping', 'The worker is stopping'));
    await all();
  }

  /** Stops like a crashed process (tests): no further writes, leases left to run out. */
  async kill(): Promise<void> {
    if (this.state === 'killed') return;
    this.state = 'killed';
    this.shutDown();
    for (const { run } of this.runs.values()) run.stop(new StopReason('killed', 'The worker died'));
    await this.loopDone;
    await Promise.all([...this.runs.values()].map((r) => r.done));
  }

  private shutDown(): void {
    this.unsubscribe();
    clearInterval(this.settleTimer);
    // No further rounds (stop() waits for the one in flight; a killed worker does not).
    void this.recovery?.stop();
    this.wakeUp();
  }

  private async loop(): Promise<void> {
    while (this.state === 'running') {
      // Every free slot is filled by one claim (one statement for all of them), again while
      // jobs come back; an empty queue (or a failed claim) waits for the poll or a wake-up.
      while (this.state === 'running' && this.runs.size < this.options.concurrency) {
        let claimed;
        try {
          claimed = await this.steps.claim(
            PROGRESS_CLAIMED,
            this.options.concurrency - this.runs.size,
          );
        } catch (error) {
          this.log('claiming a job failed; trying again at the next poll', error);
          break;
        }
        if (claimed.length === 0) break;
        // A crashed process never gets to run what it claimed; the lease runs out instead.
        if ((this.state as WorkerState) === 'killed') return;
        for (const { claim, job } of claimed) {
          this.launch(
            new JobRun(claim, job, {
              steps: this.steps,
              chain: this.options.chain,
              leaseMs: this.options.leaseMs,
              log: this.log,
            }),
          );
        }
      }
      if (this.state !== 'running') return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollIntervalMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = () => undefined;
    }
  }

  private launch(run: JobRun): void {
    const id = run.claim.id;
    const done = run
      .run()
      .then(
        (result) => this.options.onJobEnded?.(id, result),
        (error) =>
          this.log(
            `job ${id} could not be finished; its lease will run out and another worker retries it`,
            error,
          ),
      )
      .finally(() => {
        this.runs.delete(id);
        this.wakeUp();
      });
    this.runs.set(id, { run, done });
  }

  private onJobUpdated(event: PlatformEvent<JobUpdatedData>): void {
    if (event.data.status === 'queued') this.wakeUp();
    if (event.data.status === 'cancelled')
      this.runs.get(event.data.jobId)?.run.stop(new StopReason('lost', 'The job was cancelled'));
  }

  /** Confirms or fails the jobs whose creation stopped before their credit hold was confirmed; answers how many. */
  async recover(): Promise<number> {
    try {
      return await recoverUnconfirmedJobs(this.options.deps, {
        graceMs: this.options.confirmGraceMs ?? 5000,
        limit: RECOVERY_BATCH,
      });
    } catch (error) {
      this.log('recovering jobs with unconfirmed credits failed', error);
      return 0;
    }
  }

  private async settle(): Promise<void> {
    try {
      await settlePendingJobs(this.options.deps);
    } catch (error) {
      this.log('sending pending settlements failed', error);
    }
  }
}
