import type { Sql } from '../../lib/db/pool';
import { addCounts, forgetWindowsBefore } from '../data/rate-limit-store';
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
}

function decide(count: number, limit: number, windowStart: number, windowMs: number, now: number): RateDecision {
  return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

const windowOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

/** One gateway's own counts: the default for a single gateway (`npm start`). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly windowMs = 60_000) {}

  async take(key: string, limit: number, now = Date.now()): Promise<RateDecision> {
    const start = windowOf(now, this.windowMs);
    const current = this.windows.get(key);
    const window = current && current.start === start ? current : { start, count: 0 };
    window.count++;
    this.windows.set(key, window);
    if (this.windows.size > 100_000) this.forgetEnded(start);
    return decide(window.count, limit, start, this.windowMs, now);
  }

  private forgetEnded(currentStart: number): void {
    for (const [key, window] of this.windows) if (window.start < currentStart) this.windows.delete(key);
  }
}

interface SharedWindow {
  start: number;
  /** The count PostgreSQL answered at the last write (every instance's requests). */
  shared: number;
  /** This instance's requests since then, not yet written. */
  pending: number;
  synced: boolean;
}

/**
 * Counts in PostgreSQL, shared by every gateway instance. The first request of a caller's window
 * in this instance writes at once (an atomic upsert that answers the shared count); later ones
 * are counted here and added in one upsert every `flushMs`. So a caller costs one write per
 * `flushMs`, not one per request, and an instance sees the others' requests at most `flushMs` late.
 */
export class PostgresRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, SharedWindow>();
  private flushing: NodeJS.Timeout | undefined;
  private lastSweep = 0;

  constructor(
    private readonly sql: Sql,
    private readonly windowMs = 60_000,
    private readonly flushMs = 100,
  ) {}

  async take(key: string, limit: number, now = Date.now()): Promise<RateDecision> {
    const start = windowOf(now, this.windowMs);
    const current = this.windows.get(key);
    const window = current && current.start === start ? current : { start, shared: 0, pending: 0, synced: false };
    this.windows.set(key, window);
    if (!window.synced) {
      // Concurrent first requests each write; each is decided by the count its own write answered.
      const count = (await addCounts(this.sql, [{ key, windowStart: new Date(start), count: 1 }])).get(key)!;
      window.shared = Math.max(window.shared, count);
      window.synced = true;
      this.sweep(now, start);
      return decide(count, limit, start, this.windowMs, now);
    }
    window.pending++;
    this.flushing ??= setTimeout(() => void this.flush(), this.flushMs).unref();
    return decide(window.shared + window.pending, limit, start, this.windowMs, now);
  }

  /** Every key's pending count in one statement; the next flush is scheduled only after this one ends. */
  private async flush(): Promise<void> {
    const due = [...this.windows].filter(([, window]) => window.pending > 0).map(([key, window]) => ({ key, window, pending: window.pending }));
    for (const { window } of due) window.pending = 0;
    try {
      const counts = await addCounts(this.sql, due.map(({ key, window, pending }) => ({ key, windowStart: new Date(window.start), count: pending })));
      for (const { key, window } of due) window.shared = counts.get(key) ?? window.shared;
    } catch (error) {
      for (const { window, pending } of due) window.pending += pending;
      log.error({ err: error }, 'could not write counts');
    } finally {
      this.flushing = undefined;
      if ([...this.windows.values()].some((window) => window.pending > 0)) this.flushing = setTimeout(() => void this.flush(), this.flushMs).unref();
    }
  }

  /** Forgets ended windows now and then, off the request path. */
  private sweep(now: number, start: number): void {
    if (now - this.lastSweep < 10 * this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.start < start) this.windows.delete(key);
    forgetWindowsBefore(this.sql, new Date(start - this.windowMs)).catch((error) => log.error({ err: error }, 'sweeping old windows failed'));
  }
}
