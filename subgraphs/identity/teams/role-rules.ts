import type { Actor } from '../../../lib/context';
import { AppError, NotFoundError } from '../../../lib/errors';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import { identityEvent, TEAM_ROLE_CHANGED } from '../common/events';
import { assertMayChangeRoles } from './access';
import { changeMemberRole, type RoleChange, type TeamRole, type TeamRow } from './team-store';
import { requireTeam } from './team-rules';

/**
 * Changes a member's role (admins, system and the team's owners; others 403). A user who is no
 * member is 404; the same role changes nothing and records nothing; demoting the team's last
 * owner is 400 INVALID_STATE (a team always has an owner to manage it). Decided under the
 * team's lock, so the rules hold against concurrent changes.
 */
export async function changeTeamMemberRole(
  deps: IdentityDeps,
  actor: Actor,
  input: { teamId: string; userId: string; role: TeamRole },
): Promise<TeamRow> {
  const { teamId, userId } = input;
  const team = await requireTeam(deps, actor.tenantId, teamId);
  assertMayChangeRoles(actor, team);
  new InputCheck().uuid('userId', userId, { required: true }).done();
  const now = deps.clock.now();
  const decide = (current: TeamRow): RoleChange => {
    // Checked again under the lock: an owner demoted meanwhile no longer manages the team.
    assertMayChangeRoles(actor, current);
    const member = current.members.find((m) => m.userId === userId);
    if (!member) throw new NotFoundError('Team member', userId);
    if (member.role === input.role) return null;
    if (member.role === 'owner' && current.members.filter((m) => m.role === 'owner').length === 1) {
      throw new AppError(
        'INVALID_STATE',
        `Cannot make the team's last owner a ${input.role}: a team needs at least one owner`,
        400,
      );
    }
    const data = {
      teamId: current.id,
      userId,
      from: member.role,
      to: input.role,
      changedBy: actor.id,
      changedAt: now.toISOString(),
    };
    return {
      role: input.role,
      event: identityEvent(TEAM_ROLE_CHANGED, actor.tenantId, data, {
        requestId: deps.requestId,
        subject: current.id,
      }),
    };
  };
  const changed = await changeMemberRole(
    deps.prisma,
    { tenantId: actor.tenantId, teamId: team.id, userId },
    decide,
  );
  if (!changed) throw new NotFoundError('Team', teamId);
  return changed;
}
