import type { PrismaClient } from '../../lib/db/prisma';
import { countRequest, forgetWindowsBefore } from '../data/rate-limit-store';

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

/** Counts in PostgreSQL, shared by every gateway instance (one upsert per request). */
export class PostgresRateLimiter implements RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly windowMs = 60_000,
  ) {}

  async take(key: string, limit: number, now = Date.now()): Promise<RateDecision> {
    const start = windowOf(now, this.windowMs);
    const count = await countRequest(this.prisma, key, new Date(start), 1);
    if (now - this.lastSweep > 10 * this.windowMs) {
      this.lastSweep = now;
      await forgetWindowsBefore(this.prisma, new Date(start - this.windowMs));
    }
    return decide(count, limit, start, this.windowMs, now);
  }
}
