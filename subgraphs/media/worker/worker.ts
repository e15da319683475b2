import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PlatformEvent } from '../../../lib/events/bus';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { JOB_UPDATED, type JobUpdatedData } from '../common/events';
import { recoverUnconfirmedJobs, settlePendingJobs } from './credit-rounds';
import { JobRun, StopReason } from './job-run';
import { JobSteps } from './job-steps';
import type { MediaWorkerOptions } from './worker-options';
import { serviceLogger } from '../../../lib/observability/logger';

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
  /** The claim rounds: all free slots at once, again while jobs come back, else at the poll. */
  private readonly claims: BackgroundService;
  private unsubscribe: () => void = () => undefined;
  private settleTimer?: NodeJS.Timeout;
  /** The recovery step, in rounds that never overlap (a full batch goes again at once). */
  private readonly recovery?: BackgroundService;

  constructor(private readonly options: MediaWorkerOptions) {
    this.id = options.id ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.steps = new JobSteps(options.deps, this.id, options.leaseMs);
    const log = serviceLogger('media-worker');
    this.log =
      options.log ??
      ((message, error) => (error ? log.error({ err: error }, message) : log.info(message)));
    this.claims = backgroundService({
      name: 'media worker',
      round: () => this.claimRound(),
      intervalMs: options.pollIntervalMs,
    });
    if (options.recoverIntervalMs > 0) {
      this.recovery = backgroundService({
        name: 'media recovery',
        round: async () => (await this.recover()) === RECOVERY_BATCH,
        intervalMs: options.recoverIntervalMs,
      });
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
    this.claims.start();
    return this;
  }

  /** Looks at the queue now instead of at the next poll. */
  wake(): void {
    this.claims.kick();
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
    await Promise.all([this.claims.stop(), this.recovery?.stop()]);
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
    await this.claims.stop();
    await Promise.all([...this.runs.values()].map((r) => r.done));
  }

  private shutDown(): void {
    this.unsubscribe();
    clearInterval(this.settleTimer);
    // No further rounds (stop() waits for the one in flight; a killed worker does not).
    void this.recovery?.stop();
    void this.claims.stop();
  }

  /** Fills every free slot with one claim; answers whether to claim again at once. */
  private async claimRound(): Promise<boolean> {
    const free = this.options.concurrency - this.runs.size;
    if (this.state !== 'running' || free <= 0) return false;
    let claimed;
    try {
      claimed = await this.steps.claim(free);
    } catch (error) {
      this.log('claiming a job failed; trying again at the next poll', error);
      return false;
    }
    // A crashed process never gets to run what it claimed; the lease runs out instead.
    if ((this.state as WorkerState) === 'killed') return false;
    for (const { claim, job } of claimed) {
      const ctx = { steps: this.steps, chain: this.options.chain, leaseMs: this.options.leaseMs };
      this.launch(new JobRun(claim, job, { ...ctx, log: this.log }));
    }
    return claimed.length > 0 && this.runs.size < this.options.concurrency;
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
        this.claims.kick();
      });
    this.runs.set(id, { run, done });
  }

  private onJobUpdated(event: PlatformEvent<JobUpdatedData>): void {
    if (event.data.status === 'queued') this.claims.kick();
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
