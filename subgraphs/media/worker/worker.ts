import type { PlatformEvent } from '../../../lib/events/bus';
import { backgroundService, type BackgroundService } from '../../../lib/background-service';
import { jobOwnerId } from '../../../lib/jobs/owner-id';
import { QueueWorker } from '../../../lib/jobs/queue-worker';
import { serviceLogger } from '../../../lib/observability/logger';
import { JOB_UPDATED, type JobUpdatedData } from '../common/events';
import type { JobRow } from '../jobs/job-store';
import { recoverUnconfirmedJobs, settlePendingJobs } from './credit-rounds';
import { JobRun, StopReason } from './job-run';
import { JobSteps, type Claim } from './job-steps';
import type { MediaWorkerOptions } from './worker-options';
import { jobClock } from '../common/job-clock';

type WorkerState = 'idle' | 'running' | 'stopping' | 'killed';

/** Unconfirmed jobs taken up per recovery round. */
const RECOVERY_BATCH = 100;

/**
 * Takes jobs from the queue and runs them, up to `concurrency` at a time, on the platform's one
 * queue worker (lib/jobs/queue-worker.ts). Any number of workers (in one process or many) can
 * share one database: the claim hands each job to one of them. An in-process event bus wakes the
 * worker when a job is queued and stops a run when its job is cancelled; across processes,
 * polling and the lease renewal do the same a little later. Media's own parts: the recovery of
 * jobs whose credits were never confirmed, and the settlements identity did not confirm.
 */
export class MediaWorker {
  readonly id: string;
  private readonly queue: QueueWorker<{ id: string; claim: Claim; job: JobRow }>;
  private readonly log: (message: string, error?: unknown) => void;
  private state: WorkerState = 'idle';
  private unsubscribe: () => void = () => undefined;
  private settleTimer?: NodeJS.Timeout;
  /** The recovery step, in rounds that never overlap (a full batch goes again at once). */
  private readonly recovery?: BackgroundService;

  constructor(private readonly options: MediaWorkerOptions) {
    const log = serviceLogger('media-worker');
    this.log =
      options.log ??
      ((message, error) => (error ? log.error({ err: error }, message) : log.info(message)));
    this.id = options.id ?? jobOwnerId();
    const steps = new JobSteps(options.deps, this.id, options.leaseMs);
    this.queue = new QueueWorker({
      name: 'media worker',
      id: this.id,
      concurrency: options.concurrency,
      pollIntervalMs: options.pollIntervalMs,
      log: this.log,
      claim: async (_owner, limit) =>
        (await steps.claim(limit)).map((claimed) => ({ id: claimed.claim.id, ...claimed })),
      span: ({ job }) => ({
        part: 'media-worker',
        name: `media job ${job.type}`,
        row: job,
        attributes: { 'lanes.job.type': job.type, 'lanes.job.attempt': job.attempt },
      }),
      run: async ({ claim, job }, signal) => {
        const clock = jobClock(options.deps);
        const ctx = { steps, chain: options.chain, leaseMs: options.leaseMs, clock };
        const run = new JobRun(claim, job, { ...ctx, log: this.log });
        signal.addEventListener('abort', () => run.stop(signal.reason as StopReason));
        const result = await run.run();
        options.onJobEnded?.(job.id, result);
        return result;
      },
      failed: ({ id }, error) =>
        this.log(
          `job ${id} could not be finished; its lease will run out and another worker retries it`,
          error,
        ),
      stopReason: () => new StopReason('stopping', 'The worker is stopping'),
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
    return this.queue.active;
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
    this.queue.start();
    return this;
  }

  /** Looks at the queue now instead of at the next poll. */
  wake(): void {
    this.queue.kick();
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
    await Promise.all([this.queue.stop(graceMs), this.recovery?.stop()]);
  }

  /** Stops like a crashed process (tests): no further writes, leases left to run out. */
  async kill(): Promise<void> {
    if (this.state === 'killed') return;
    this.state = 'killed';
    this.shutDown();
    await this.queue.kill(new StopReason('killed', 'The worker died'));
  }

  private shutDown(): void {
    this.unsubscribe();
    clearInterval(this.settleTimer);
    // No further rounds (stop() waits for the one in flight; a killed worker does not).
    void this.recovery?.stop();
  }

  private onJobUpdated(event: PlatformEvent<JobUpdatedData>): void {
    if (event.data.status === 'queued') this.queue.kick();
    if (event.data.status === 'cancelled')
      this.queue.abort(event.data.jobId, new StopReason('lost', 'The job was cancelled'));
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
