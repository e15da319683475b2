import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import { isMemberOf } from '../teams/access';
import type { TeamRow } from '../teams/team-store';

/** Reserving, confirming and settling credits: the platform's own services only (role system). */
export function assertMayHoldCredits(actor: Actor): void {
  assertRole(actor, 'system');
}

/** Reading a reservation of the tenant: admins and system. */
export function assertMayReadReservations(actor: Actor): void {
  assertRole(actor, 'admin', 'system');
}

/** A team's wallet pays only for a member of the team. */
export function assertMayPayFrom(team: TeamRow, userId: string): void {
  if (!isMemberOf(team, userId))
    throw new ForbiddenError(`User ${userId} is not a member of team ${team.id}`);
}
