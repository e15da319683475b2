import { assertRole, type Actor } from '../../../lib/context';

/**
 * The platform-wide list of ended sessions is the gateways' (role `system`): it names no user and
 * no tenant, only session ids, but it is still nothing a tenant's user reads.
 */
export function assertMayListEndedSessions(actor: Actor): void {
  assertRole(actor, 'system');
}
