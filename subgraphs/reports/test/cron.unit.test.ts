import { cronProblems, latestSlot, nextSlot, windowFilters } from '../schedules/cron';

/*
 * Schedules' cron (docs/reports.md, "Schedules"): 5-field expressions in an IANA time zone,
 * the next firing, the catch-up slot, and the window a run reports on, across DST changes.
 */

const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('next firing', () => {
  it("is the first slot strictly after the instant, in the schedule's time zone", () => {
    // 06:30 in Berlin is 05:30 UTC in winter (CET, +1) and 04:30 UTC in summer (CEST, +2).
    expect(iso(nextSlot('30 6 * * *', 'Europe/Berlin', new Date('2030-01-15T05:30:00Z')))).toBe(
      '2030-01-16T05:30:00.000Z',
    );
    expect(iso(nextSlot('30 6 * * *', 'Europe/Berlin', new Date('2030-07-15T00:00:00Z')))).toBe(
      '2030-07-15T04:30:00.000Z',
    );
    // Mondays at 09:00 UTC: from Wednesday 2030-01-02 the next is Monday 2030-01-07.
    expect(iso(nextSlot('0 9 * * 1', 'UTC', new Date('2030-01-02T10:00:00Z')))).toBe(
      '2030-01-07T09:00:00.000Z',
    );
  });

  it('crosses the spring-forward night: 02:30 does not exist in Berlin on 2030-03-31', () => {
    const after = new Date('2030-03-30T12:00:00Z');
    const next = nextSlot('30 2 * * *', 'Europe/Berlin', after)!;
    // Whatever croner makes of the missing hour, the slot is after the instant and before the next day's.
    expect(next.getTime()).toBeGreaterThan(after.getTime());
    expect(next.getTime()).toBeLessThanOrEqual(new Date('2030-04-01T00:30:00Z').getTime());
  });

  it('a catch-up runs the latest slot at or before now, not the missed ones', () => {
    expect(iso(latestSlot('0 * * * *', 'UTC', new Date('2030-05-05T10:59:59Z')))).toBe(
      '2030-05-05T10:00:00.000Z',
    );
    expect(iso(latestSlot('0 0 1 * *', 'UTC', new Date('2030-05-17T08:00:00Z')))).toBe(
      '2030-05-01T00:00:00.000Z',
    );
  });
});

describe('cron problems', () => {
  it('names each wrong field at once, and accepts good ones', () => {
    expect(cronProblems('0 9 * * 1', 'Europe/Berlin')).toEqual([]);
    expect(cronProblems('0 9 * *', 'Mars/Olympus')).toEqual([
      { field: 'timezone', problem: 'must be an IANA time zone such as Europe/Berlin' },
      { field: 'cron', problem: 'must have 5 fields: minute hour day-of-month month day-of-week' },
    ]);
    expect(cronProblems('61 9 * * *', 'UTC')).toEqual([
      { field: 'cron', problem: expect.stringMatching(/^is not a cron expression: /) },
    ]);
    expect(cronProblems('0 0 31 2 *', 'UTC')).toEqual([{ field: 'cron', problem: 'never runs' }]);
  });
});

describe('report windows', () => {
  const end = new Date('2030-03-01T06:00:00Z');

  it('rolling windows end at the slot and reach back whole days', () => {
    expect(windowFilters('last_24_hours', end, 'UTC')).toEqual({
      from: '2030-02-28T06:00:00.000Z',
      to: '2030-03-01T06:00:00.000Z',
    });
    expect(windowFilters('last_7_days', end, 'UTC').from).toBe('2030-02-22T06:00:00.000Z');
    expect(windowFilters('last_30_days', end, 'UTC').from).toBe('2030-01-30T06:00:00.000Z');
  });

  it("the previous month is the zone's calendar month, midnight to midnight", () => {
    // 2030-03-01 06:00 UTC is March in Berlin: the window is February, local midnights (CET, +1).
    expect(windowFilters('previous_month', end, 'Europe/Berlin')).toEqual({
      from: '2030-01-31T23:00:00.000Z',
      to: '2030-02-28T23:00:00.000Z',
    });
    // April in Berlin ends in summer time: March 1 00:00 CET to April 1 00:00 CEST.
    expect(
      windowFilters('previous_month', new Date('2030-04-10T00:00:00Z'), 'Europe/Berlin'),
    ).toEqual({
      from: '2030-02-28T23:00:00.000Z',
      to: '2030-03-31T22:00:00.000Z',
    });
    // January's previous month is December of the year before.
    expect(windowFilters('previous_month', new Date('2030-01-05T00:00:00Z'), 'UTC')).toEqual({
      from: '2029-12-01T00:00:00.000Z',
      to: '2030-01-01T00:00:00.000Z',
    });
  });
});
