import { Cron } from 'croner';
import type { ReportFilters } from '../../../lib/reports/datasets';

export const WINDOWS = ['last_24_hours', 'last_7_days', 'last_30_days', 'previous_month'] as const;
export type ReportWindow = (typeof WINDOWS)[number];

/** A 5-field cron in an IANA time zone, by croner (which also knows the zone's DST changes). */
function cronOf(expression: string, timezone: string): Cron {
  return new Cron(expression, { timezone, mode: '5-part', paused: true });
}

/** Problems of a cron expression and a time zone, in words (empty when both are good). */
export function cronProblems(
  expression: string,
  timezone: string,
): { field: string; problem: string }[] {
  const problems: { field: string; problem: string }[] = [];
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    problems.push({
      field: 'timezone',
      problem: 'must be an IANA time zone such as Europe/Berlin',
    });
  }
  if (expression.trim().split(/\s+/).length !== 5) {
    problems.push({
      field: 'cron',
      problem: 'must have 5 fields: minute hour day-of-month month day-of-week',
    });
    return problems;
  }
  try {
    const next = cronOf(expression, problems.length ? 'UTC' : timezone).nextRun();
    if (!next) problems.push({ field: 'cron', problem: 'never runs' });
  } catch (error) {
    problems.push({
      field: 'cron',
      problem: `is not a cron expression: ${(error as Error).message.replace(/^CronPattern: /, '')}`,
    });
  }
  return problems;
}

/** The first slot strictly after `after`. */
export function nextSlot(expression: string, timezone: string, after: Date): Date | null {
  return cronOf(expression, timezone).nextRun(after);
}

/** The latest slot at or before `at`: what a catch-up runs (earlier missed slots are not run again). */
export function latestSlot(expression: string, timezone: string, at: Date): Date | null {
  return cronOf(expression, timezone).previousRuns(1, at)[0] ?? null;
}

/** The local calendar date and time of an instant in a time zone. */
function localParts(at: Date, timezone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month') };
}

/** The instant of local midnight on the first of a month in a time zone (croner resolves the zone's offset). */
function monthStart(year: number, month: number, timezone: string): Date {
  const before = new Date(Date.UTC(year, month - 1, 1) - 36 * 3600 * 1000);
  return cronOf('0 0 1 * *', timezone).nextRun(before)!;
}

const DAY_MS = 24 * 3600 * 1000;

/** The creation-time filters of a window ending at `end` (a slot, or now for a run asked for). */
export function windowFilters(
  window: ReportWindow,
  end: Date,
  timezone: string,
): Pick<ReportFilters, 'from' | 'to'> {
  const back = (days: number) => ({
    from: new Date(end.getTime() - days * DAY_MS).toISOString(),
    to: end.toISOString(),
  });
  if (window === 'last_24_hours') return back(1);
  if (window === 'last_7_days') return back(7);
  if (window === 'last_30_days') return back(30);
  const { year, month } = localParts(end, timezone);
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return {
    from: monthStart(previous.year, previous.month, timezone).toISOString(),
    to: monthStart(year, month, timezone).toISOString(),
  };
}
