import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import type { Role } from '../../../lib/auth/tokens';

/** Adding a user: admins and system; only `system` may grant `system` (docs/conventions.md). */
export function assertMayAddUser(actor: Actor, granted: Role[]): void {
  assertRole(actor, 'admin', 'system');
  if (granted.includes('system') && !actor.roles.includes('system')) {
    throw new ForbiddenError('Only the system role can grant the system role');
  }
}
