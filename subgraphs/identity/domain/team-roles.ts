import { requireCaller } from '../../../lib/context';
import { AppError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { catalogEvent } from '../../../lib/events/catalog';
import { InputCheck } from '../../../lib/validation';
import { changeMemberRole, type RoleChange, type TeamRole, type TeamRow } from '../data/teams';
import type { IdentityContext } from '../context';
import { isOwnerOf, isPrivileged, requireTeam } from './members';


/**
 * Changes a member's role (admins, system and the team's owners; others 403). A user who is no
 * member is 404; the same role changes nothing and records nothing; demoting the team's last
 * owner is 400 INVALID_STATE (a team always has an owner to manage it). Decided under the
 * team's lock, so the rules hold against concurrent changes.
 */
export async function changeTeamMemberRole(context: IdentityContext, teamId: string, userId: string, input: { role: TeamRole }): Promise<TeamRow> {
  const caller = requireCaller(context);
  const team = await requireTeam(context, caller.tenantId, teamId);
  const mayManage = (current: TeamRow) => isPrivileged(caller) || isOwnerOf(current, caller.id);
  if (!mayManage(team)) throw new ForbiddenError("Only the team's owners, admins and system may change roles");
  new InputCheck().uuid('userId', userId, { required: true }).done();
  const now = new Date();
  const decide = (current: TeamRow): RoleChange => {
    // Checked again under the lock: an owner demoted meanwhile no longer manages the team.
    if (!mayManage(current)) throw new ForbiddenError("Only the team's owners, admins and system may change roles");
    const member = current.members.find((m) => m.userId === userId);
    if (!member) throw new NotFoundError('Team member', userId);
    if (member.role === input.role) return null;
    if (member.role === 'owner' && current.members.filter((m) => m.role === 'owner').length === 1) {
      throw new AppError('INVALID_STATE', `Cannot make the team's last owner a ${input.role}: a team needs at least one owner`, 400);
    }
    const data = { teamId: current.id, userId, from: member.role, to: input.role, changedBy: caller.id, changedAt: now.toISOString() };
    return { role: input.role, event: catalogEvent('team.role_changed', caller.tenantId, data, { requestId: context.requestId, subject: current.id }) };
  };
  const changed = await changeMemberRole(context.prisma, { tenantId: caller.tenantId, teamId: team.id, userId }, decide);
  if (!changed) throw new NotFoundError('Team', teamId);
  return changed;
}
