/**
 * Where rules and background work read the time when tests must move it: integrations' dispatcher
 * runs a day's retries in milliseconds, reports' expiry and missed schedule slots are reached
 * without waiting. Everything else reads `new Date()`.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
