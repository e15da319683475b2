import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import type { Role } from '../../../lib/auth/tokens';

/**
 * Plan tiers are billing facts, like credits: only the platform (role `system`: the billing
 * callback, the operator command `npm run plan:set`) sets one, at creation or later
 * (docs/conventions.md, "Plan tiers").
 */
export function assertMaySetPlanTier(actor: Actor): void {
  if (!actor.roles.includes('system')) {
    throw new ForbiddenError(
      'Only the platform (role system) sets plan tiers; a new user of an admin starts on the free plan',
    );
  }
}

/**
 * Adding a user: admins and system; only `system` may grant `system` or name a plan tier
 * (docs/conventions.md, "Tokens and tenancy").
 */
export function assertMayAddUser(actor: Actor, granted: Role[], namesPlanTier: boolean): void {
  assertRole(actor, 'admin', 'system');
  if (granted.includes('system') && !actor.roles.includes('system')) {
    throw new ForbiddenError('Only the system role can grant the system role');
  }
  if (namesPlanTier) assertMaySetPlanTier(actor);
}

/**
 * Adding a user mails the new address (an invitation, or a first verification link), so an admin
 * must have verified its own address first: a tenant nobody has proved an address for mails
 * nobody else (docs/api/identity.md, "Invitations"). The platform (role `system`) is not held to it.
 */
export function assertMayMailNewUsers(actor: Actor, callerVerified: boolean): void {
  if (actor.roles.includes('system') || callerVerified) return;
  throw new ForbiddenError(
    'Verify your e-mail address before adding users: follow the link mailed to you (POST /auth/v1/me/verification sends a new one); until then the platform sends mail to no one else for your organisation',
  );
}
