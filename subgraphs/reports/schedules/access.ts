import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { NotFoundError } from '../../../lib/errors';
import type { ReportsDeps } from '../common/deps';
import { ReportsError } from '../common/errors';
import { findSchedule, type ScheduleRow } from './schedule-store';

const SCHEDULE_TIERS = ['promax', 'enterprise'];

/**
 * Schedules: organizers and admins (403 FORBIDDEN), on a plan of promax or above (403
 * FEATURE_NOT_AVAILABLE), checked in that order (docs/api/reports.md, "Roles").
 */
export function assertScheduleManager(actor: Actor): Actor {
  assertRole(actor, 'organizer', 'admin');
  if (!SCHEDULE_TIERS.includes(actor.planTier)) {
    throw new ReportsError(
      'FEATURE_NOT_AVAILABLE',
      `Scheduled reports need the promax plan or above; this account is on ${actor.planTier}`,
    );
  }
  return actor;
}

/** The tenant's schedule, or 404 (another tenant's included, a malformed id). */
export async function requireSchedule(
  deps: ReportsDeps,
  actor: Actor,
  id: string,
): Promise<ScheduleRow> {
  const row = isUuid(id) ? await findSchedule(deps.prisma, actor.tenantId, id.toLowerCase()) : null;
  if (!row) throw new NotFoundError('Report schedule', id);
  return row;
}
