import { retrySchedule } from '../../lib/retry-schedule';

const clock = { now: () => new Date(1_000_000) };
const after = (date: Date | null) => (date ? date.getTime() - 1_000_000 : null);

describe('the retry schedule', () => {
  it('waits each delay of a fixed list in turn, then gives up', () => {
    const schedule = retrySchedule({ delaysMs: [30_000, 120_000] }, clock);
    expect(schedule.maxAttempts).toBe(3);
    expect([1, 2, 3].map((n) => after(schedule.nextAttemptAt(n)))).toEqual([30_000, 120_000, null]);
  });

  it('doubles from the base up to the cap, spread by the jitter, and stops at the last attempt', () => {
    const backoff = { baseMs: 1000, maxMs: 5000, maxAttempts: 5, jitter: 0.2 };
    const middle = retrySchedule(backoff, clock, () => 0.5);
    expect([1, 2, 3, 4, 5].map((n) => after(middle.nextAttemptAt(n)))).toEqual([
      1000,
      2000,
      4000,
      5000,
      null,
    ]);
    expect(after(retrySchedule(backoff, clock, () => 0).nextAttemptAt(1))).toBe(800);
    expect(after(retrySchedule(backoff, clock, () => 1).nextAttemptAt(1))).toBe(1200);
  });
});
