import type { Attributes } from '@opentelemetry/api';
import { backgroundService, type BackgroundService } from '../background-service';
import { serviceLogger } from '../observability/logger';
import { inQueuedRun } from './leased-queue';
import { jobOwnerId } from './owner-id';

/** The span a claimed row's run is (inQueuedRun in leased-queue.ts): the part, its name, the row. */
interface QueuedRunSpan {
  part: string;
  name: string;
  row: { id: string; tenantId: string; traceparent: string | null };
  attributes: Attributes;
}

/** What a service gives its queue worker: how it claims, runs and gives up one of its rows. */
export interface QueueWorkerSpec<T extends { id: string }> {
  /** Names the worker in the log. */
  name: string;
  /** Runs at once at most. */
  concurrency: number;
  /** The wait between looks at a queue that had nothing (a kick looks at once). */
  pollIntervalMs: number;
  /** Claims of one statement: a round claims only once this many slots are free (default: every free slot). */
  batch?: number;
  /** The owner the claims are written with; jobOwnerId() unless given (tests name their workers). */
  id?: string;
  /** Leases up to `limit` rows to `owner` and reads what their runs need; empty when none waits. */
  claim(owner: string, limit: number): Promise<T[]>;
  /** The claim went past the queue's bound of claims (QueueClaim.exhausted): give it up, not run it. */
  exhausted?(row: T): boolean;
  /** What runs instead of the run when a row is exhausted (fails it with the service's own error). */
  giveUp?(row: T): Promise<void>;
  /**
   * Runs one claimed row to its end; `signal` aborts when the worker stops (after its grace) or
   * the row is aborted. Answers the run's result, recorded on its span as `lanes.job.result`.
   */
  run(row: T, signal: AbortSignal): Promise<string | void>;
  /** The run's span, continuing the trace of the request that queued the row; none when absent. */
  span?(row: T): QueuedRunSpan;
  /** A run that threw: its lease runs out (or the service hands it back here), and another claim retries it. */
  failed?(row: T, error: unknown): Promise<void> | void;
  /** The queue's depth gauge (LeasedQueue.gauge), started and stopped with the worker. */
  gauge?: { start(): void; stop(): Promise<void> };
  /**
   * A round waits for its runs before the next claim: for a queue whose runs never renew their
   * lease (mail), so the worker never takes back a row it is still running once its lease ran out.
   */
  roundAwaitsRuns?: true;
  /** How long a stop lets runs finish before it aborts them (default: as long as they take). */
  graceMs?: number;
  /** The reason a stop aborts runs with (the service's own, so a run knows to hand its row back). */
  stopReason?: () => unknown;
  log?: (message: string, error?: unknown) => void;
}

/**
 * The one worker loop over a leased queue (lib/jobs/leased-queue.ts): rounds of claims into free
 * slots (lib/background-service.ts: at once when kicked, again while a claim came back full,
 * else at the poll), each run in its own slot and span, exhausted rows given up, and a stop that
 * claims nothing more and drains the runs (aborting those left after the grace).
 */
export class QueueWorker<T extends { id: string }> implements BackgroundService {
  readonly id: string;
  private readonly loop: BackgroundService;
  private readonly runs = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly log: (message: string, error?: unknown) => void;
  private killed = false;

  constructor(private readonly spec: QueueWorkerSpec<T>) {
    this.id = spec.id ?? jobOwnerId();
    const log = serviceLogger(spec.name);
    this.log =
      spec.log ??
      ((message, error) => (error ? log.error({ err: error }, message) : log.info(message)));
    this.loop = backgroundService({
      name: spec.name,
      round: () => this.round(),
      intervalMs: spec.pollIntervalMs,
    });
  }

  get isStopped(): boolean {
    return this.loop.isStopped;
  }

  /** Runs in flight. */
  get active(): number {
    return this.runs.size;
  }

  start(): void {
    this.killed = false;
    this.spec.gauge?.start();
    this.loop.start();
  }

  kick(): void {
    this.loop.kick();
  }

  /** Aborts one run (its row was cancelled); nothing when this worker does not run it. */
  abort(id: string, reason: unknown): void {
    this.runs.get(id)?.controller.abort(reason);
  }

  /** Claims nothing more, lets runs finish for `graceMs`, then aborts the rest and waits for them. */
  async stop(graceMs = this.spec.graceMs ?? Infinity): Promise<void> {
    await this.loop.stop();
    if (graceMs > 0) await within(graceMs, this.drained());
    for (const { controller } of this.runs.values()) controller.abort(this.spec.stopReason?.());
    await this.drained();
    await this.spec.gauge?.stop();
  }

  /** Stops like a crashed process (tests): runs aborted with `reason`, nothing claimed is started. */
  async kill(reason: unknown): Promise<void> {
    this.killed = true;
    for (const { controller } of this.runs.values()) controller.abort(reason);
    await this.loop.stop();
    await this.drained();
    await this.spec.gauge?.stop();
  }

  /**
   * One round complete, outside the slots: claims up to `limit` rows, runs them all and waits
   * for them; answers how many were claimed (tests drive a schedule with it).
   */
  async runOnce(limit = this.spec.batch ?? this.spec.concurrency): Promise<number> {
    const rows = await this.spec.claim(this.id, limit);
    await Promise.all(rows.map((row) => this.execute(row, new AbortController().signal)));
    return rows.length;
  }

  private drained(): Promise<unknown> {
    return Promise.all([...this.runs.values()].map((run) => run.done));
  }

  /** Fills the free slots with one claim; answers whether to claim again at once. */
  private async round(): Promise<boolean> {
    const free = this.spec.concurrency - this.runs.size;
    const limit = this.spec.batch ?? free;
    if (this.killed || free < limit || limit <= 0) return false;
    let rows: T[];
    try {
      rows = await this.spec.claim(this.id, limit);
    } catch (error) {
      this.log(`${this.spec.name}: claiming failed; trying again at the next poll`, error);
      return false;
    }
    // A crashed process never gets to run what it claimed; the lease runs out instead.
    if (this.killed) return false;
    const started = rows.map((row) => {
      const controller = new AbortController();
      const done = this.execute(row, controller.signal).finally(() => {
        this.runs.delete(row.id);
        this.kick();
      });
      this.runs.set(row.id, { controller, done });
      return done;
    });
    if (this.spec.roundAwaitsRuns) await Promise.all(started);
    const room = this.spec.concurrency - this.runs.size;
    return rows.length === limit && room >= (this.spec.batch ?? 1);
  }

  /** One claimed row: given up when exhausted, else run in its span; a failure is the service's to handle. */
  private async execute(row: T, signal: AbortSignal): Promise<void> {
    const { spec } = this;
    try {
      if (spec.giveUp && spec.exhausted?.(row)) return await spec.giveUp(row);
      const span = spec.span?.(row);
      if (!span) {
        await spec.run(row, signal);
        return;
      }
      await inQueuedRun(span.part, span.name, span.row, span.attributes, async (active) => {
        const result = await spec.run(row, signal);
        if (result !== undefined) active.setAttribute('lanes.job.result', result);
      });
    } catch (error) {
      if (spec.failed) await Promise.resolve(spec.failed(row, error)).catch(() => undefined);
      else this.log(`${spec.name}: the run of ${row.id} failed; its lease will run out`, error);
    }
  }
}

/** Waits for `work`, but no longer than `ms`. */
async function within(ms: number, work: Promise<unknown>): Promise<void> {
  if (!Number.isFinite(ms)) {
    await work;
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work, grace]);
  clearTimeout(timer);
}
