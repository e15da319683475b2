import type { Actor } from '../../../lib/context';

/**
 * Admins (and the platform's own `system` callers) see every listing, deal, booking and
 * dispute of their tenant; everyone else sees what they are a party of.
 */
export function seesWholeTenant(actor: Actor): boolean {
  return actor.roles.includes('admin') || actor.roles.includes('system');
}
