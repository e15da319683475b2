import type { Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import type { EventsDeps } from '../common/deps';
import type { EventRow } from '../events/event-store';
import { managesEvent } from '../tickets/access';

/**
 * Who checks tickets in at an event's door (docs/api/events.md, "Check-in"): its organizer,
 * admins (and the platform), and members of the teams the organizer names as staff, as identity
 * says (asked only when the caller is neither). Anyone else of the tenant: 403.
 */
export async function assertMayCheckIn(
  deps: EventsDeps,
  actor: Actor,
  event: EventRow,
): Promise<void> {
  if (managesEvent(actor, event)) return;
  if (
    event.staffTeamIds.length > 0 &&
    (await deps.identity.isMemberOfAnyTeam(actor.tenantId, event.staffTeamIds, actor.id))
  )
    return;
  throw new ForbiddenError(
    "Only the event's organizer, its staff teams and admins check tickets in",
  );
}
