import type { Clock } from './clock';

/**
 * How long to wait before each retry: a fixed list (webhook deliveries, docs/webhooks.md
 * "Delivery"), or doubling from a base up to a cap with a spread (mail, docs/notifications.md
 * "Delivery"), so retries of many rows that failed together do not come back together.
 */
export type Backoff =
  | { delaysMs: readonly number[] }
  | { baseMs: number; maxMs: number; maxAttempts: number; jitter: number };

export interface RetrySchedule {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  /** When the next attempt is due after `failures` failed ones, or null when none is left. */
  nextAttemptAt(failures: number): Date | null;
}

/**
 * The one retry schedule of the platform's queues, reading the time from `clock` (tests move it
 * to reach a day's retries at once). `random` spreads a doubling schedule; tests may fix it.
 */
export function retrySchedule(
  backoff: Backoff,
  clock: Clock,
  random: () => number = Math.random,
): RetrySchedule {
  const maxAttempts = 'delaysMs' in backoff ? backoff.delaysMs.length + 1 : backoff.maxAttempts;
  const delayMs = (failures: number): number => {
    if ('delaysMs' in backoff) return backoff.delaysMs[failures - 1];
    const doubled = Math.min(backoff.baseMs * 2 ** Math.max(0, failures - 1), backoff.maxMs);
    return Math.round(doubled * (1 - backoff.jitter + random() * 2 * backoff.jitter));
  };
  return {
    maxAttempts,
    nextAttemptAt(failures) {
      if (failures >= maxAttempts) return null;
      return new Date(clock.now().getTime() + delayMs(failures));
    },
  };
}
