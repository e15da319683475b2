import { isUuid, type Actor } from '../../../lib/context';
import { NotFoundError, ValidationError } from '../../../lib/errors';
import {
  creationConnection,
  creationPage,
  type Connection,
  type PageRequest,
} from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import type { IdentityDeps } from '../common/deps';
import { identityEvent, TEAM_MEMBER_ADDED, type TeamMemberAddedData } from '../common/events';
import { requireUser } from '../common/users';
import { assertMayAddMember, assertMayCreateTeam, assertMaySeeTeam, isPrivileged } from './access';
import {
  addMember,
  createTeam as insertTeam,
  findTeam,
  listTeams,
  type TeamRole,
  type TeamRow,
} from './team-store';

/** A team of the tenant, or 404. */
export async function requireTeam(
  deps: Pick<IdentityDeps, 'prisma'>,
  tenantId: string,
  id: string,
): Promise<TeamRow> {
  const team = isUuid(id) ? await findTeam(deps.prisma, tenantId, id) : null;
  if (!team) throw new NotFoundError('Team', id);
  return team;
}

/** A team the actor may see: a member of it, an admin or system (anyone else of the tenant: 403). */
export async function visibleTeam(deps: IdentityDeps, actor: Actor, id: string): Promise<TeamRow> {
  const team = await requireTeam(deps, actor.tenantId, id);
  assertMaySeeTeam(actor, team);
  return team;
}

function memberAdded(deps: IdentityDeps, tenantId: string, data: TeamMemberAddedData) {
  return identityEvent(TEAM_MEMBER_ADDED, tenantId, data, {
    requestId: deps.requestId,
    subject: data.teamId,
  });
}

/** Creates a team with its first owner (admins and system); the owner is the actor unless `ownerId` names another user. */
export async function createTeam(
  deps: IdentityDeps,
  actor: Actor,
  input: { name: string; ownerId?: string | null },
): Promise<TeamRow> {
  assertMayCreateTeam(actor);
  new InputCheck()
    .name('name', input.name, { required: true, max: 100 })
    .uuid('ownerId', input.ownerId)
    .done();
  const ownerId = input.ownerId ?? actor.id;
  try {
    await requireUser(deps, ownerId);
  } catch (error) {
    // A system caller is no user of the tenant: without ownerId there is nobody to own the team.
    if (!input.ownerId && error instanceof NotFoundError)
      throw ValidationError.field(
        'ownerId',
        'is required when the caller is not a user of the tenant',
      );
    throw error;
  }
  return insertTeam(
    deps.prisma,
    { tenantId: actor.tenantId, name: input.name.trim(), createdBy: actor.id, ownerId },
    (created) =>
      memberAdded(deps, actor.tenantId, { teamId: created.id, userId: ownerId, role: 'owner' }),
    deps.clock.now(),
  );
}

/** Adds a user of the tenant to a team: admins, system and the team's owners (other callers 403). */
export async function addTeamMember(
  deps: IdentityDeps,
  actor: Actor,
  input: { teamId: string; userId: string; role?: TeamRole | null },
): Promise<TeamRow> {
  const team = await requireTeam(deps, actor.tenantId, input.teamId);
  assertMayAddMember(actor, team);
  new InputCheck().uuid('userId', input.userId, { required: true }).done();
  await requireUser(deps, input.userId);
  const member = {
    tenantId: actor.tenantId,
    teamId: team.id,
    userId: input.userId,
    role: input.role ?? 'member',
  };
  const event = memberAdded(deps, actor.tenantId, {
    teamId: team.id,
    userId: input.userId,
    role: member.role,
  });
  return addMember(deps.prisma, member, event, deps.clock.now());
}

export function team(deps: IdentityDeps, actor: Actor, id: string): Promise<TeamRow> {
  return visibleTeam(deps, actor, id);
}

/** The actor's teams, oldest first; admins and system get every team of the tenant. */
export async function teams(
  deps: IdentityDeps,
  actor: Actor,
  request: PageRequest,
): Promise<Connection<TeamRow>> {
  const page = creationPage(request, 'ASC');
  return creationConnection(
    await listTeams(deps.prisma, actor.tenantId, isPrivileged(actor) ? null : actor.id, page),
    page,
  );
}
