import type { Actor } from '../../../lib/context';
import type { EventsDeps } from '../common/deps';
import { visibleEvent } from '../events/access';
import type { EventRow } from '../events/event-store';

/*
 * Who may buy (docs/api/events.md, "Who sees what"): every user of the tenant who sees the event,
 * so a draft is 404 to all but its organizer and admins. Paying from a team's wallet is decided
 * where the wallet is: identity refuses a hold for a team the buyer is not a member of (403).
 */

/** The event the actor buys tickets of (else 404). */
export function eventToBuyFrom(deps: EventsDeps, actor: Actor, eventId: string): Promise<EventRow> {
  return visibleEvent(deps, actor, eventId);
}
