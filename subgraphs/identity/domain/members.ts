import { isUuid, type Caller } from '../../../lib/context';
import { ForbiddenError, NotFoundError } from '../../../lib/errors';
import { findTeam, type TeamRow } from '../data/teams';
import type { UserRow } from '../data/users';
import type { IdentityContext } from '../context';

/** Admins and the platform itself see and manage every team and wallet of the tenant. */
export function isPrivileged(caller: Pick<Caller, 'roles'>): boolean {
  return caller.roles.includes('admin') || caller.roles.includes('system');
}

/** A user of the caller's tenant, or 404 (another tenant's user reads like an unknown id). */
export async function requireUser(context: IdentityContext, id: string): Promise<UserRow> {
  const user = isUuid(id) ? await context.loaders.userById.load(id) : null;
  if (!user) throw new NotFoundError('User', id);
  return user;
}

/** A team of the caller's tenant, or 404. */
export async function requireTeam(context: IdentityContext, tenantId: string, id: string): Promise<TeamRow> {
  const team = isUuid(id) ? await findTeam(context.prisma, tenantId, id) : null;
  if (!team) throw new NotFoundError('Team', id);
  return team;
}

/** A team the caller may see: a member of it, an admin or system (anyone else of the tenant: 403). */
export async function visibleTeam(context: IdentityContext, caller: Caller & { tenantId: string }, id: string): Promise<TeamRow> {
  const team = await requireTeam(context, caller.tenantId, id);
  if (!isPrivileged(caller) && !isMemberOf(team, caller.id)) {
    throw new ForbiddenError('Only members of this team, admins and system may see it');
  }
  return team;
}

/** Whether `userId` belongs to the team, from the members loaded with it. */
export function isMemberOf(team: TeamRow, userId: string): boolean {
  return team.members.some((m) => m.userId === userId);
}

export function isOwnerOf(team: TeamRow, userId: string): boolean {
  return team.members.some((m) => m.userId === userId && m.role === 'owner');
}
