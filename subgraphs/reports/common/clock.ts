/** Where the reports rules, the worker and the scheduler read the time: tests move a fake one (expiry, missed slots). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
