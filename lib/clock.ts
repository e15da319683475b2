/**
 * Where service code reads the time (CONTRIBUTING.md: "Time comes from lib/clock.ts"; the lint's
 * `house/time-from-clock` forbids `new Date()` and `Date.now()` elsewhere in subgraphs/, gateway/
 * and lib/). Each service's deps carry a `clock`, `systemClock` unless a test gives its own, so a
 * test moves time instead of waiting: integrations' dispatcher runs a day's retries in
 * milliseconds, reports' expiry and missed schedule slots are reached at once. Code without deps
 * (a process-wide cache, a lib mechanism) takes a `Clock` option or reads `systemClock`.
 * Durations are measured with `performance.now()`, which no wall-clock change moves.
 */
export interface Clock {
  now(): Date;
}

/**
 * The process's wall clock, read through `Date.now()` as jsonwebtoken reads it for tokens' `exp`:
 * a test that moves `Date.now` (test/lib/subgraph-context.unit.test.ts) moves both alike.
 */
export const systemClock: Clock = { now: () => new Date(Date.now()) };
