import { assertRole, isUuid, type Actor } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import type { EventsDeps } from '../common/deps';
import type { EventRow } from './event-store';

/** Admins and the platform see and manage every event of their tenant. */
export function seesWholeTenant(actor: Actor): boolean {
  return actor.roles.includes('admin') || actor.roles.includes('system');
}

/** Events are created by organizers and admins (and the platform); the creator organizes it. */
export function assertEventCreator(actor: Actor): Actor {
  return assertRole(actor, 'organizer', 'admin', 'system');
}

/**
 * Every signed-in user of the tenant sees published, ended and cancelled events; a draft only
 * its organizer and admins (docs/api/events.md, "Events").
 */
function canSee(actor: Actor, event: EventRow): boolean {
  return event.status !== 'draft' || event.organizerId === actor.id || seesWholeTenant(actor);
}

/** An event the actor may see, or null (the loader is the tenant's; malformed ids are null). */
export async function findVisibleEvent(
  deps: EventsDeps,
  actor: Actor,
  id: string,
): Promise<EventRow | null> {
  const event = isUuid(id) ? await deps.loaders.eventById.load(id) : null;
  return event && canSee(actor, event) ? event : null;
}

/**
 * An event the actor may see, or 404: another tenant's events, drafts of other organizers and
 * malformed ids all look exactly like ids that never existed.
 */
export async function visibleEvent(deps: EventsDeps, actor: Actor, id: string): Promise<EventRow> {
  const event = await findVisibleEvent(deps, actor, id);
  if (!event) throw new NotFoundError('Event', id);
  return event;
}

/** The event's organizer and admins change it, its ticket types and its status; others 403. */
export function assertEventManager(actor: Actor, event: EventRow): void {
  if (event.organizerId !== actor.id && !seesWholeTenant(actor))
    throw new ForbiddenError("Only the event's organizer or an admin may do this");
}
