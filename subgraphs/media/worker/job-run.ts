import type { JobRow } from '../jobs/job-store';
import { ProviderError, type ProviderChain } from '../providers';
import { newTrace, type Trace } from '../common/identity-client';
import type { Claim, JobSteps } from './job-steps';
import { PROGRESS_CLAIMED } from './queue-store';
import type { Clock } from '../../../lib/clock';

/** Why a run was stopped before its provider finished. */
export class StopReason extends Error {
  constructor(
    readonly kind: 'timeout' | 'lost' | 'stopping' | 'killed',
    message: string,
  ) {
    super(message);
  }
}

export type RunResult = 'completed' | 'failed' | 'lost' | 'released' | 'abandoned';

export interface RunContext {
  steps: JobSteps;
  chain: ProviderChain;
  leaseMs: number;
  /** The worker's deps' clock (../common/job-clock.ts): a job's time limit counts on it. */
  clock: Clock;
  log: (message: string, error?: unknown) => void;
}

/** Job progress: 10 once claimed (set by the claim), 10-90 while the provider works, 100 on completion. */
const providerProgress = (percent: number) =>
  PROGRESS_CLAIMED + Math.round((Math.max(0, Math.min(100, percent)) * 80) / 100);

/**
 * One claimed job from start to end: renews the lease while the provider works, writes progress,
 * enforces the time limit, and finishes the job (charge or release, worker/finish-rules.ts).
 * The run is one span in the trace of the request that created (or retried) the job, which the
 * job row keeps (`traceparent`); every identity call it makes carries that trace (worker/worker-deps.ts).
 * A cancel shows up as a write that misses (or as the event, in the same process) and stops the
 * provider without touching the job; a killed run writes nothing at all, like a crashed process.
 */
export class JobRun {
  private readonly controller = new AbortController();
  private progressWritten: number;
  /** The creating request's trace (a job written before traces were kept starts one of its own). */
  readonly trace: Trace;

  constructor(
    readonly claim: Claim,
    readonly job: JobRow,
    private readonly ctx: RunContext,
  ) {
    this.progressWritten = job.progress;
    this.trace = newTrace(job.traceparent);
  }

  stop(reason: StopReason): void {
    if (!this.controller.signal.aborted) this.controller.abort(reason);
  }

  /**
   * The run to its end; the worker makes it a CONSUMER span, a child of the creating request's
   * span (lib/jobs/queue-worker.ts), so its lease renewals, progress and settlement are children.
   */
  run(): Promise<RunResult> {
    return this.runToEnd();
  }

  private async runToEnd(): Promise<RunResult> {
    const { steps } = this.ctx;
    const limitMs = this.job.timeoutSeconds * 1000;
    const now = this.ctx.clock.now().getTime();
    const startedAt = this.job.startedAt?.getTime() ?? now;
    const remaining = startedAt + limitMs - now;
    const timers = [
      setTimeout(
        () =>
          this.stop(
            new StopReason(
              'timeout',
              `The job exceeded its time limit of ${this.job.timeoutSeconds} s`,
            ),
          ),
        Math.max(0, remaining),
      ),
      setInterval(() => void this.renew(), Math.max(50, Math.floor(this.ctx.leaseMs / 3))),
    ];
    try {
      if (remaining <= 0)
        throw new StopReason(
          'timeout',
          `The job exceeded its time limit of ${this.job.timeoutSeconds} s`,
        );
      const { outputs, provider } = await this.untilStopped(
        this.ctx.chain.generate(
          {
            id: this.job.id,
            tenantId: this.job.tenantId,
            type: this.job.type,
            params: this.job.params,
            provider: this.job.provider,
            attempt: this.job.attempt,
          },
          { onProgress: (percent) => this.onProgress(percent), signal: this.controller.signal },
        ),
      );
      if (this.controller.signal.aborted) throw this.controller.signal.reason;
      return (await steps.complete(this.claim, this.job, outputs, provider, this.trace))
        ? 'completed'
        : 'lost';
    } catch (error) {
      return this.ended(error);
    } finally {
      clearTimeout(timers[0]);
      clearInterval(timers[1]);
    }
  }

  private async ended(error: unknown): Promise<RunResult> {
    const { steps } = this.ctx;
    const reason = this.controller.signal.aborted ? this.controller.signal.reason : error;
    if (reason instanceof StopReason) {
      if (reason.kind === 'killed') return 'abandoned';
      if (reason.kind === 'lost') return 'lost';
      if (reason.kind === 'stopping') {
        await steps.handBack(this.claim);
        return 'released';
      }
      return (await steps.fail(this.claim, this.job, 'ERR_JOB_TIMEOUT', reason.message, this.trace))
        ? 'failed'
        : 'lost';
    }
    if (!(reason instanceof ProviderError))
      this.ctx.log(`job ${this.job.id} failed unexpectedly`, reason);
    const message =
      reason instanceof ProviderError ? reason.message : 'Generation failed unexpectedly';
    return (await steps.fail(this.claim, this.job, 'ERR_PROVIDER_ERROR', message, this.trace))
      ? 'failed'
      : 'lost';
  }

  /** The provider's promise, or the stop reason as soon as the run is stopped (a provider may ignore its signal). */
  private untilStopped<T>(work: Promise<T>): Promise<T> {
    const signal = this.controller.signal;
    // Whatever the abandoned promise does later must not become an unhandled rejection.
    work.catch(() => undefined);
    return Promise.race([
      work,
      new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason);
        signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      }),
    ]);
  }

  private async onProgress(percent: number): Promise<void> {
    const value = providerProgress(percent);
    if (value <= this.progressWritten || this.controller.signal.aborted) return;
    this.progressWritten = value;
    if (!(await this.ctx.steps.progress(this.claim, value)))
      this.stop(new StopReason('lost', 'The job was cancelled'));
  }

  private async renew(): Promise<void> {
    if (this.controller.signal.aborted) return;
    try {
      if (!(await this.ctx.steps.renew(this.claim)))
        this.stop(new StopReason('lost', 'The job was cancelled or taken over'));
    } catch (error) {
      // A database hiccup: the next renewal tries again; if all fail, the lease runs out and another worker takes over.
      this.ctx.log(`renewing the lease of job ${this.job.id} failed`, error);
    }
  }
}
