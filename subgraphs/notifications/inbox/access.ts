import type { Actor } from '../../../lib/context';
import type { InboxOwner } from './inbox-store';

/*
 * Every user reads and marks only their own inbox, whatever their roles: an admin does not read
 * another user's notices (docs/api/notifications.md, "Inbox"), so there is no role check, only
 * the owner in every query. Another user's or tenant's notice is NOT_FOUND.
 */

/** The inbox the actor reads and marks: their own. */
export function inboxOf(actor: Actor): InboxOwner {
  return { tenantId: actor.tenantId, userId: actor.id };
}
