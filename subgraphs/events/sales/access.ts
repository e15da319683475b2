import type { Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { assertMayCheckIn } from '../check-ins/access';
import type { EventsDeps } from '../common/deps';
import type { EventRow } from '../events/event-store';

/**
 * Who reads an event's counts (sales/schema.graphql): those who work its door, as check-in
 * defines them (its organizer, admins and members of its staff teams). Anyone else who may see
 * the event is refused (403); a draft is hidden from them (404) as it is everywhere, and another
 * tenant's event is never found (the loaders see only the caller's tenant).
 */
export async function assertSeesSales(
  deps: EventsDeps,
  actor: Actor,
  event: EventRow | null,
  eventId: string,
): Promise<EventRow> {
  if (!event) throw new NotFoundError('Event', eventId);
  try {
    await assertMayCheckIn(deps, actor, event);
  } catch (error) {
    if (!(error instanceof ForbiddenError)) throw error;
    if (event.status === 'draft') throw new NotFoundError('Event', eventId);
    throw new ForbiddenError(
      "Only the event's organizer, its staff teams and admins see its sales",
    );
  }
  return event;
}
