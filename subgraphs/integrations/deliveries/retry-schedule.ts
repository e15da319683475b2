/** Delays before retries 1 to 6 (docs/webhooks.md, "Delivery"): 30 s, 2 min, 10 min, 1 h, 4 h, 24 h. */
export const RETRY_DELAYS_MS = [
  30_000, 120_000, 600_000, 3_600_000, 14_400_000, 86_400_000,
] as const;

/** Consecutive failed attempts that disable an endpoint. */
export const DISABLE_AFTER_FAILURES = 6;

/** A delivery answered by nothing within this long has failed. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * When the next attempt of a delivery that has now failed `attempts` times is due, or null when
 * its six retries are used up (it is then dead).
 */
export function nextRetryAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
