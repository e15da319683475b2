import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../lib/context';
import { ValidationError, type FieldProblem } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { scopeOf } from '../exports/access';
import { announce } from '../exports/export-rules';
import type { ExportRow } from '../exports/export-store';
import type { ReportsDeps } from '../common/deps';
import { resolveTemplate } from '../templates/template-rules';
import { findSource } from '../webhooks/source-store';
import { assertScheduleManager, requireSchedule } from './access';
import { nextSlot } from './cron';
import { checkSchedule, type ScheduleInput } from './schedule-input';
import { queueRun } from './schedule-runs';
import {
  deleteSchedule,
  findSchedulePage,
  insertSchedule,
  updateSchedule,
  type ScheduleFields,
  type ScheduleRow,
} from './schedule-store';

/** The references a schedule makes, each in the actor's tenant: template, webhook endpoint (through integrations), source. */
async function referenceProblems(
  deps: ReportsDeps,
  actor: Actor,
  fields: Omit<ScheduleFields, 'nextRunAt'>,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  if (!(await resolveTemplate(deps, actor.tenantId, fields.templateId)))
    problems.push({ field: 'templateId', problem: 'names no template of this tenant' });
  if (fields.sourceId && !(await findSource(deps.prisma, actor.tenantId, fields.sourceId)))
    problems.push({ field: 'sourceId', problem: 'names no webhook source of this tenant' });
  if (
    fields.deliverTo &&
    !(await deps.integrations.endpointExists(fields.deliverTo, {
      tenantId: actor.tenantId,
      requestId: deps.requestId,
      traceId: deps.traceId,
    }))
  ) {
    problems.push({ field: 'deliverTo', problem: 'names no webhook endpoint of this tenant' });
  }
  return problems;
}

async function checkedFields(
  deps: ReportsDeps,
  actor: Actor,
  input: ScheduleInput,
  current?: ScheduleRow,
): Promise<ScheduleFields> {
  const fields = checkSchedule(input, current);
  const problems = await referenceProblems(deps, actor, fields);
  if (problems.length) throw new ValidationError(problems);
  const nextRunAt = fields.enabled
    ? nextSlot(fields.cron, fields.timezone, deps.clock.now())
    : null;
  return { ...fields, templateId: fields.templateId.toLowerCase(), nextRunAt };
}

export async function createSchedule(
  deps: ReportsDeps,
  actor: Actor,
  input: ScheduleInput,
): Promise<ScheduleRow> {
  assertScheduleManager(actor);
  return insertSchedule(
    deps.prisma,
    actor.tenantId,
    actor.id,
    scopeOf(actor),
    await checkedFields(deps, actor, input),
  );
}

export async function getSchedule(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
): Promise<ScheduleRow> {
  assertScheduleManager(actor);
  return requireSchedule(deps, actor, id);
}

export async function listSchedules(
  deps: ReportsDeps,
  actor: Actor,
  args: PageRequest,
): Promise<Connection<ScheduleRow>> {
  assertScheduleManager(actor);
  const page = creationPage(args, 'DESC');
  return creationConnection(await findSchedulePage(deps.prisma, actor.tenantId, page), page);
}

/** A change of cron, zone or enabled sets the next slot anew from now. */
export async function changeSchedule(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
  input: ScheduleInput,
): Promise<ScheduleRow> {
  assertScheduleManager(actor);
  const current = await requireSchedule(deps, actor, id);
  return updateSchedule(
    deps.prisma,
    actor.tenantId,
    current.id,
    await checkedFields(deps, actor, input, current),
  );
}

export async function removeSchedule(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
): Promise<boolean> {
  assertScheduleManager(actor);
  const current = await requireSchedule(deps, actor, id);
  await deleteSchedule(deps.prisma, actor.tenantId, current.id);
  return true;
}

/** Runs a schedule now (its window ending now), as its own slot `manual:<id>`; answers the queued export. */
export async function runScheduleNow(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
): Promise<ExportRow> {
  assertScheduleManager(actor);
  const schedule = await requireSchedule(deps, actor, id);
  const row = await deps.prisma.$transaction((tx) =>
    queueRun(deps, tx, schedule, `manual:${randomUUID()}`, 'manual', deps.clock.now()),
  );
  if (!row) throw ValidationError.field('templateId', "the schedule's template no longer exists");
  announce(deps, row);
  deps.wakeWorker();
  return row;
}
