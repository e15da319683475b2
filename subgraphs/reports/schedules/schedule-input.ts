import type { ReportFormat } from '../../../lib/db/generated/client';
import { InputCheck } from '../../../lib/validation';
import { cronProblems, WINDOWS, type ReportWindow } from './cron';
import type { ScheduleFields, ScheduleRow } from './schedule-store';

export interface ScheduleInput {
  templateId?: string | null;
  format?: ReportFormat | null;
  cron?: string | null;
  timezone?: string | null;
  window?: ReportWindow | null;
  deliverTo?: string | null;
  sourceId?: string | null;
  enabled?: boolean | null;
}

/** The fields after the shape checks (every problem at once); references are checked by the rules. */
export function checkSchedule(
  input: ScheduleInput,
  current?: ScheduleRow,
): Omit<ScheduleFields, 'nextRunAt'> {
  const check = new InputCheck();
  if (!current && !input.templateId) check.problem('templateId', 'is required');
  if (!current && !input.cron) check.problem('cron', 'is required');
  check.uuid('deliverTo', input.deliverTo);
  check.uuid('sourceId', input.sourceId);
  check.oneOf('window', input.window, WINDOWS);
  const cron = input.cron ?? current?.cron;
  const timezone = input.timezone ?? current?.timezone ?? 'UTC';
  if (cron)
    for (const problem of cronProblems(cron, timezone))
      check.problem(problem.field, problem.problem);
  check.done();
  // In an update, an absent field keeps its value and null clears deliverTo or sourceId.
  const keep = <K extends 'deliverTo' | 'sourceId'>(key: K) =>
    input[key] === undefined ? (current?.[key] ?? null) : (input[key]?.toLowerCase() ?? null);
  return {
    templateId: input.templateId ?? current!.templateId,
    format: input.format ?? current?.format ?? 'csv',
    cron: cron!.trim(),
    timezone,
    window: input.window ?? current?.window ?? 'last_24_hours',
    deliverTo: keep('deliverTo'),
    sourceId: keep('sourceId'),
    enabled: input.enabled ?? current?.enabled ?? true,
  };
}
