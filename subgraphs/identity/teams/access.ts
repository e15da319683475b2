import { assertRole, type Actor } from '../../../lib/context';
import { ForbiddenError } from '../../../lib/errors';
import type { TeamRow } from './team-store';

/** Admins and the platform itself see and manage every team and wallet of the tenant. */
export function isPrivileged(actor: Pick<Actor, 'roles'>): boolean {
  return actor.roles.includes('admin') || actor.roles.includes('system');
}

/** Whether `userId` belongs to the team, from the members loaded with it. */
export function isMemberOf(team: TeamRow, userId: string): boolean {
  return team.members.some((m) => m.userId === userId);
}

function isOwnerOf(team: TeamRow, userId: string): boolean {
  return team.members.some((m) => m.userId === userId && m.role === 'owner');
}

/** Creating a team: admins and system. */
export function assertMayCreateTeam(actor: Actor): void {
  assertRole(actor, 'admin', 'system');
}

/** Seeing a team (and its wallet): its members, admins and system; anyone else of the tenant 403. */
export function assertMaySeeTeam(actor: Actor, team: TeamRow): void {
  if (!isPrivileged(actor) && !isMemberOf(team, actor.id)) {
    throw new ForbiddenError('Only members of this team, admins and system may see it');
  }
}

/** Adding members: the team's owners, admins and system. */
export function assertMayAddMember(actor: Actor, team: TeamRow): void {
  if (!isOwnerOf(team, actor.id) && !isPrivileged(actor))
    throw new ForbiddenError("Only the team's owners, admins and system may add members");
}

/** Changing roles: the team's owners, admins and system (checked again under the team's lock). */
export function assertMayChangeRoles(actor: Actor, team: TeamRow): void {
  if (!isPrivileged(actor) && !isOwnerOf(team, actor.id))
    throw new ForbiddenError("Only the team's owners, admins and system may change roles");
}
