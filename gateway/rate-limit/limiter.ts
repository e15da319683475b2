import { systemClock } from '../../lib/clock';
import type { Sql } from '../../lib/db/pool';
import { addCounts, forgetWindowsEndedBefore, subtractCounts } from '../data/rate-limit-store';
import { serviceLogger } from '../../lib/observability/logger';

const log = serviceLogger('rate-limit');

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends (the `Retry-After` of a refusal). */
  resetSeconds: number;
}

/** Counts requests per key in fixed windows and says whether one more fits in `limit`. */
export interface RateLimiter {
  take(key: string, limit: number, now?: number): Promise<RateDecision>;
  /**
   * Uncounts one request taken at `takenAt`, while its window is still the key's (a later window
   * is left alone): what was counted turned out not to count, such as a login whose password was
   * right (./credential-limits.ts).
   */
  giveBack(key: string, takenAt: number): Promise<void>;
  /**
   * Writes whatever is still only counted here, once no request comes any more: a gateway that
   * stops (a rolling deploy) must not forget the last failures it counted.
   */
  close(): Promise<void>;
}

function decide(
  count: number,
  limit: number,
  windowStart: number,
  windowMs: number,
  now: number,
): RateDecision {
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

const windowOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

/** One gateway's own counts: the default for a single gateway (`npm start`). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly windowMs = 60_000) {}

  async take(key: string, limit: number, now = systemClock.now().getTime()): Promise<RateDecision> {
    const start = windowOf(now, this.windowMs);
    const current = this.windows.get(key);
    const window = current && current.start === start ? current : { start, count: 0 };
    window.count++;
    this.windows.set(key, window);
    if (this.windows.size > 100_000) this.forgetEnded(start);
    return decide(window.count, limit, start, this.windowMs, now);
  }

  async giveBack(key: string, takenAt: number): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.start === windowOf(takenAt, this.windowMs) && window.count > 0)
      window.count--;
  }

  /** Nothing to write: these counts end with the process. */
  async close(): Promise<void> {}

  private forgetEnded(currentStart: number): void {
    for (const [key, window] of this.windows)
      if (window.start < currentStart) this.windows.delete(key);
  }
}

interface SharedWindow {
  start: number;
  /** The count PostgreSQL answered at the last write (every instance's requests). */
  shared: number;
  /** This instance's requests since then, not yet written. */
  pending: number;
  /** Requests given back since then, not yet written. */
  returned: number;
  /** Requests (and given-back requests) a flush is writing now: still counted until its answer comes. */
  writing: { pending: number; returned: number };
  synced: boolean;
}

/** What a window counts now: the shared count, and this instance's requests it does not hold yet. */
const countOf = (w: SharedWindow) =>
  w.shared + w.writing.pending + w.pending - w.writing.returned - w.returned;

/**
 * Counts in PostgreSQL, shared by every gateway instance. The first request of a caller's window
 * in this instance writes at once (an atomic upsert that answers the shared count); later ones
 * are counted here and added in one upsert every `flushMs`. So a caller costs one write per
 * `flushMs`, not one per request, and an instance sees the others' requests at most `flushMs` late.
 */
export class PostgresRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, SharedWindow>();
  private flushing: NodeJS.Timeout | undefined;
  /** The flush now writing, which `close` waits for before it writes what came since. */
  private writing: Promise<void> | undefined;
  private lastSweep = 0;

  constructor(
    private readonly sql: Sql,
    private readonly windowMs = 60_000,
    private readonly flushMs = 100,
  ) {}

  async take(key: string, limit: number, now = systemClock.now().getTime()): Promise<RateDecision> {
    const start = windowOf(now, this.windowMs);
    const current = this.windows.get(key);
    const window =
      current && current.start === start
        ? current
        : {
            start,
            shared: 0,
            pending: 0,
            returned: 0,
            writing: { pending: 0, returned: 0 },
            synced: false,
          };
    this.windows.set(key, window);
    if (!window.synced) {
      // Concurrent first requests each write; each is decided by the count its own write answered.
      const count = (
        await addCounts(this.sql, [
          { key, windowStart: new Date(start), windowMs: this.windowMs, count: 1 },
        ])
      ).get(key)!;
      window.shared = Math.max(window.shared, count);
      window.synced = true;
      this.sweep(now, start);
      return decide(count, limit, start, this.windowMs, now);
    }
    window.pending++;
    this.scheduleFlush();
    return decide(countOf(window), limit, start, this.windowMs, now);
  }

  /** Written with the next flush, like the requests counted; a window that ended is left alone. */
  async giveBack(key: string, takenAt: number): Promise<void> {
    const window = this.windows.get(key);
    if (!window || window.start !== windowOf(takenAt, this.windowMs)) return;
    window.returned++;
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    this.flushing ??= setTimeout(() => void this.startFlush(), this.flushMs).unref();
  }

  private startFlush(): Promise<void> {
    this.writing = this.flush().finally(() => (this.writing = undefined));
    return this.writing;
  }

  /**
   * The timer is unreferenced (it must not keep a process alive), so a stopping gateway writes its
   * pending counts here: after the flush in progress, one more for what it did not take. A write
   * that fails leaves its counts pending, and they are lost with the process, as they would be in
   * a crash; the error is logged by `write`.
   */
  async close(): Promise<void> {
    clearTimeout(this.flushing);
    await this.writing;
    if ([...this.windows.values()].some((w) => w.pending > 0 || w.returned > 0)) {
      await this.startFlush();
      clearTimeout(this.flushing);
    }
    this.flushing = undefined;
  }

  /**
   * Every key's pending count in one statement, then every given-back count in another. While a
   * statement runs its counts stay counted (`writing`); its answer replaces them with the shared
   * count, and a failure hands them to the next flush, which is scheduled only after this one ends.
   */
  private async flush(): Promise<void> {
    const due = [...this.windows]
      .filter(([, w]) => w.pending > 0 || w.returned > 0)
      .map(([key, window]) => ({
        key,
        window,
        pending: window.pending,
        returned: window.returned,
      }));
    for (const row of due) {
      row.window.writing.pending += row.pending;
      row.window.writing.returned += row.returned;
      row.window.pending = 0;
      row.window.returned = 0;
    }
    try {
      const adding = due.filter((row) => row.pending > 0);
      await this.write('pending', adding, () =>
        addCounts(
          this.sql,
          adding.map(({ key, window, pending }) => ({
            key,
            windowStart: new Date(window.start),
            windowMs: this.windowMs,
            count: pending,
          })),
        ),
      );
      const returning = due.filter((row) => row.returned > 0);
      await this.write('returned', returning, () =>
        subtractCounts(
          this.sql,
          returning.map(({ key, window, returned }) => ({
            key,
            windowStart: new Date(window.start),
            count: returned,
          })),
        ),
      );
    } finally {
      this.flushing = undefined;
      if ([...this.windows.values()].some((w) => w.pending > 0 || w.returned > 0))
        this.scheduleFlush();
    }
  }

  /** One statement of a flush: its answer becomes the shared count, or on failure its counts wait for the next flush. */
  private async write(
    part: 'pending' | 'returned',
    rows: { key: string; window: SharedWindow; pending: number; returned: number }[],
    statement: () => Promise<Map<string, number>>,
  ): Promise<void> {
    if (rows.length === 0) return;
    let counts: Map<string, number> | undefined;
    try {
      counts = await statement();
    } catch (error) {
      log.error({ err: error }, 'could not write counts');
    }
    for (const row of rows) {
      row.window.writing[part] -= row[part];
      if (counts === undefined) row.window[part] += row[part];
      else row.window.shared = counts.get(row.key) ?? row.window.shared;
    }
  }

  /** Forgets ended windows now and then, off the request path. */
  private sweep(now: number, start: number): void {
    if (now - this.lastSweep < 10 * this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.start < start) this.windows.delete(key);
    forgetWindowsEndedBefore(this.sql, new Date(start - this.windowMs)).catch((error) =>
      log.error({ err: error }, 'sweeping old windows failed'),
    );
  }
}
