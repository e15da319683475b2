import { assertRole, type Actor } from '../../../lib/context';

/**
 * A lane's analytics and its ranking are the tenant's business: admins only. A listing's and a
 * seller's analytics are their seller's too (analytics-rules.ts answers anyone else 404).
 */
export function assertMayReadLanes(actor: Actor): void {
  assertRole(actor, 'admin');
}
