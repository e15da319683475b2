/**
 * Delays before retries 1 to 6 (docs/webhooks.md, "Delivery"): 30 s, 2 min, 10 min, 1 h, 4 h, 24 h,
 * then the delivery is dead; the dispatcher's schedule of them is lib/retry-schedule.ts.
 */
export const RETRY_DELAYS_MS = [
  30_000, 120_000, 600_000, 3_600_000, 14_400_000, 86_400_000,
] as const;

/** Consecutive failed attempts that disable an endpoint. */
export const DISABLE_AFTER_FAILURES = 6;

/** A delivery answered by nothing within this long has failed. */
export const DEFAULT_TIMEOUT_MS = 20_000;
