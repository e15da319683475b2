import type { Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import { assertMayCheckIn } from '../check-ins/access';
import type { EventsDeps } from '../common/deps';
import { visibleEvent } from '../events/access';
import type { EventRow } from '../events/event-store';

/**
 * The event whose counts the actor asks for (sales/schema.graphql), when the actor works its
 * door as check-in defines it: its organizer, admins and members of its staff teams. An event
 * the actor cannot see (another tenant's, another organizer's draft) is 404 as everywhere;
 * anyone else who sees it is refused (403).
 */
export async function salesEvent(
  deps: EventsDeps,
  actor: Actor,
  eventId: string,
): Promise<EventRow> {
  const event = await visibleEvent(deps, actor, eventId);
  try {
    await assertMayCheckIn(deps, actor, event);
  } catch (error) {
    if (!(error instanceof ForbiddenError)) throw error;
    throw new ForbiddenError(
      "Only the event's organizer, its staff teams and admins see its sales",
    );
  }
  return event;
}
