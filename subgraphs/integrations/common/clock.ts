/**
 * Where the dispatcher and the rules read the time: tests move a fake one to run a day's retries
 * in milliseconds.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
