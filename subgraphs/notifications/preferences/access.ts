import type { Actor } from '../../../lib/context';
import type { PreferenceOwner } from './preference-store';

/*
 * Every user reads and changes only their own choices, whatever their roles
 * (docs/api/notifications.md, "Preferences"): no role check, only the owner in every query.
 */

/** Whose choices the actor reads and changes: their own. */
export function choicesOf(actor: Actor): PreferenceOwner {
  return { tenantId: actor.tenantId, userId: actor.id };
}
