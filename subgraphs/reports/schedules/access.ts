import { assertRole, type Actor } from '../../../lib/context';
import { AppError } from '../../../lib/errors';

const SCHEDULE_TIERS = ['promax', 'enterprise'];

/**
 * Schedules: organizers and admins (403 FORBIDDEN), on a plan of promax or above (403
 * FEATURE_NOT_AVAILABLE), checked in that order (docs/api/reports.md, "Roles").
 */
export function assertScheduleManager(actor: Actor): Actor {
  assertRole(actor, 'organizer', 'admin');
  if (!SCHEDULE_TIERS.includes(actor.planTier)) {
    throw new AppError(
      'FEATURE_NOT_AVAILABLE',
      `Scheduled reports need the promax plan or above; this account is on ${actor.planTier}`,
      403,
    );
  }
  return actor;
}
