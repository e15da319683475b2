import type { RestRoute } from '../route';
import { EXPORT, ONE, READ, reportsRoute } from './reports-common';

const { query, mutation } = reportsRoute;

const SCHEDULE =
  'id templateId format cron timezone window deliverTo sourceId enabled nextRunAt lastRunAt createdBy createdAt updatedAt';
// Schedules add the plan check: 403 FEATURE_NOT_AVAILABLE below promax.
const PLAN = { codes: ['FEATURE_NOT_AVAILABLE'] } satisfies Partial<RestRoute>;

/** Schedules and their runs (subgraphs/reports/schedules/). */
export const reportsSchedulesRoutes: RestRoute[] = [
  mutation(
    '/schedules',
    'Add a schedule: templateId, format, cron, timezone, window, deliverTo, sourceId, enabled (organizer, admin; promax or above)',
    'createReportSchedule',
    SCHEDULE,
    '$input: CreateReportScheduleInput!',
    { status: 201, ...READ, ...PLAN },
  ),
  query(
    '/schedules',
    "The tenant's schedules, newest first; limit, cursor",
    'reportSchedules',
    SCHEDULE,
    '$limit: Int, $cursor: String',
    { paginated: true, ...READ, ...PLAN },
  ),
  query('/schedules/:id', 'One schedule', 'reportSchedule', SCHEDULE, '$id: ID!', {
    ...ONE,
    ...PLAN,
  }),
  mutation(
    '/schedules/:id',
    'Change a schedule; a new cron, zone or enabled sets its next slot anew',
    'updateReportSchedule',
    SCHEDULE,
    '$id: ID!, $input: UpdateReportScheduleInput!',
    { method: 'PATCH', ...ONE, ...PLAN },
  ),
  mutation('/schedules/:id', 'Delete a schedule', 'deleteReportSchedule', '', '$id: ID!', {
    method: 'DELETE',
    status: 204,
    ...ONE,
    ...PLAN,
  }),
  mutation(
    '/schedules/:id/run',
    'Run a schedule now, its window ending now; answers 202 with the queued export',
    'runReportSchedule',
    EXPORT,
    '$id: ID!',
    { status: 202, ...ONE, ...PLAN },
  ),
];
