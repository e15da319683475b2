import { requireCaller, requireRole } from '../../../lib/context';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors';
import { catalogEvent } from '../../../lib/events/catalog';
import { creationConnection, creationPage, type Connection, type PageRequest } from '../../../lib/pagination';
import { InputCheck } from '../../../lib/validation';
import { addMember, createTeam as insertTeam, listTeams, type TeamRole, type TeamRow } from '../data/teams';
import type { IdentityContext } from '../context';
import { isOwnerOf, isPrivileged, requireTeam, requireUser, visibleTeam } from './members';

function memberAdded(context: IdentityContext, tenantId: string, data: { teamId: string; userId: string; role: TeamRole }) {
  return catalogEvent('team.member_added', tenantId, data, { requestId: context.requestId, subject: data.teamId });
}

/** Creates a team with its first owner (admins and system); the owner is the caller unless `ownerId` names another user. */
export async function createTeam(context: IdentityContext, input: { name: string; ownerId?: string | null }): Promise<TeamRow> {
  const caller = requireRole(context, 'admin', 'system');
  new InputCheck()
    .text('name', input.name, { required: true, max: 100 })
    .uuid('ownerId', input.ownerId)
    .done();
  const ownerId = input.ownerId ?? caller.id;
  try {
    await requireUser(context, ownerId);
  } catch (error) {
    // A system caller is no user of the tenant: without ownerId there is nobody to own the team.
    if (!input.ownerId && error instanceof NotFoundError) throw ValidationError.field('ownerId', 'is required when the caller is not a user of the tenant');
    throw error;
  }
  const team = await insertTeam(
    context.prisma,
    { tenantId: caller.tenantId, name: input.name.trim(), createdBy: caller.id, ownerId },
    (created) => memberAdded(context, caller.tenantId, { teamId: created.id, userId: ownerId, role: 'owner' }),
    new Date(),
  );
  return team;
}

/** Adds a user of the tenant to a team: admins, system and the team's owners (other callers 403). */
export async function addTeamMember(
  context: IdentityContext,
  teamId: string,
  input: { userId: string; role?: TeamRole | null },
): Promise<TeamRow> {
  const caller = requireCaller(context);
  const team = await requireTeam(context, caller.tenantId, teamId);
  const owner = isOwnerOf(team, caller.id);
  if (!owner && !isPrivileged(caller)) throw new ForbiddenError("Only the team's owners, admins and system may add members");
  new InputCheck().uuid('userId', input.userId, { required: true }).done();
  await requireUser(context, input.userId);
  const member = { tenantId: caller.tenantId, teamId: team.id, userId: input.userId, role: input.role ?? 'member' };
  const event = memberAdded(context, caller.tenantId, { teamId: team.id, userId: input.userId, role: member.role });
  return addMember(context.prisma, member, event, new Date());
}

export function team(context: IdentityContext, id: string): Promise<TeamRow> {
  return visibleTeam(context, requireCaller(context), id);
}

/** The caller's teams, oldest first; admins and system get every team of the tenant. */
export async function teams(context: IdentityContext, request: PageRequest): Promise<Connection<TeamRow>> {
  const caller = requireCaller(context);
  const page = creationPage(request, 'ASC');
  return creationConnection(await listTeams(context.prisma, caller.tenantId, isPrivileged(caller) ? null : caller.id, page), page);
}
