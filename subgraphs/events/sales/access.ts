import type { Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { isMemberOfAnyTeam } from '../common/identity-teams-client';
import type { EventsDeps } from '../common/deps';
import type { EventRow } from '../events/event-store';

const runsEverything = (actor: Actor) =>
  actor.roles.includes('admin') || actor.roles.includes('system');

/**
 * Who reads an event's counts (sales/schema.graphql): its organizer, admins (and the platform)
 * and members of its staff teams, who work its door. Anyone else who may see the event is
 * refused (403); a draft is hidden from them (404) as it is everywhere, and another tenant's event
 * is never found (the loaders see only the caller's tenant).
 */
export async function assertSeesSales(
  deps: EventsDeps,
  actor: Actor,
  event: EventRow | null,
  eventId: string,
): Promise<EventRow> {
  if (!event) throw new NotFoundError('Event', eventId);
  if (event.organizerId === actor.id || runsEverything(actor)) return event;
  const origin = { tenantId: actor.tenantId, requestId: deps.requestId, traceId: deps.traceId };
  if (
    event.staffTeamIds.length > 0 &&
    (await isMemberOfAnyTeam(deps.peers, origin, event.staffTeamIds, actor.id))
  )
    return event;
  if (event.status === 'draft') throw new NotFoundError('Event', eventId);
  throw new ForbiddenError("Only the event's organizer, its staff teams and admins see its sales");
}
