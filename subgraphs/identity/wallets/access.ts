import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import { isPrivileged } from '../teams/access';

/** A user's wallet: the actor's own, or (admins and system) any user's of the tenant. A team's: teams/access.ts. */
export function assertMayReadUserWallet(actor: Actor, userId: string): void {
  if (userId !== actor.id && !isPrivileged(actor))
    throw new ForbiddenError("Only admins and system may read another user's wallet");
}

/**
 * Top-ups create credits, so only the platform itself may make them (role `system`: the payment
 * provider's callback, `npm run wallet:top-up`, the development seed; docs/wallets.md).
 */
export function assertMayTopUp(actor: Actor): void {
  assertRole(actor, 'system');
}

/** Transfers between wallets of the tenant: admins and system. */
export function assertMayTransfer(actor: Actor): void {
  assertRole(actor, 'admin', 'system');
}
