import { createdAfter, creationQuery } from '../../../lib/db/keyset';
import type { Db, PrismaClient } from '../../../lib/db/prisma';
import { withDatabaseErrors } from '../../../lib/db/prisma-errors';
import type { Team, TeamMember, TeamRole } from '../../../lib/db/generated/client';
import type { PlatformEvent } from '../../../lib/events/bus';
import type { CreationPage } from '../../../lib/pagination';
import { recordEvent } from '../common/outbox-store';

export type { TeamRole };
export type TeamMemberRow = TeamMember;
export type TeamRow = Team & { members: TeamMemberRow[] };

// Owners first, then in the order they joined.
const MEMBERS = {
  members: {
    orderBy: [{ role: 'asc' as const }, { addedAt: 'asc' as const }, { userId: 'asc' as const }],
  },
};

export function findTeam(prisma: Db, tenantId: string, id: string): Promise<TeamRow | null> {
  return prisma.team.findFirst({ where: { id, tenantId }, include: MEMBERS });
}

/**
 * The team, its first owner and the owner's team.member_added event, in one transaction.
 * `eventOf` words the event once the team's id exists.
 */
export function createTeam(
  prisma: PrismaClient,
  team: { tenantId: string; name: string; createdBy: string; ownerId: string },
  eventOf: (team: Team) => PlatformEvent,
  now: Date,
): Promise<TeamRow> {
  return prisma.$transaction(async (tx) => {
    const created = await tx.team.create({
      data: {
        tenantId: team.tenantId,
        name: team.name,
        createdBy: team.createdBy,
        createdAt: now,
        members: {
          create: { userId: team.ownerId, tenantId: team.tenantId, role: 'owner', addedAt: now },
        },
      },
      include: MEMBERS,
    });
    await recordEvent(tx, eventOf(created));
    return created;
  });
}

/** Adds a member with its team.member_added event; a user already in the team is 409. */
export function addMember(
  prisma: PrismaClient,
  member: { tenantId: string; teamId: string; userId: string; role: TeamRole },
  event: PlatformEvent,
  now: Date,
): Promise<TeamRow> {
  return withDatabaseErrors('Team member', () =>
    prisma.$transaction(async (tx) => {
      await tx.teamMember.create({ data: { ...member, addedAt: now } });
      await recordEvent(tx, event);
      return (await findTeam(tx, member.tenantId, member.teamId))!;
    }),
  );
}

/** The change a role move decided on, seen under the team's lock; null changes nothing. */
export type RoleChange = { role: TeamRole; event: PlatformEvent } | null;

/**
 * Changes one member's role with its team.role_changed event. The team row is locked first
 * (NO KEY UPDATE: foreign-key checks of new members and wallets do not wait), so `decide` sees
 * the members as no concurrent role change can alter them: two owners demoting each other
 * cannot both pass a last-owner rule. `decide` is the rule (teams/role-rules.ts) passed in
 * because the decision needs the members as they are under that lock. Null when the team is gone.
 */
export function changeMemberRole(
  prisma: PrismaClient,
  key: { tenantId: string; teamId: string; userId: string },
  decide: (team: TeamRow) => RoleChange,
): Promise<TeamRow | null> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`
      SELECT 1 FROM "identity"."teams" WHERE "id" = ${key.teamId}::uuid AND "tenant_id" = ${key.tenantId}::uuid FOR NO KEY UPDATE`;
    const team = await findTeam(tx, key.tenantId, key.teamId);
    if (!team) return null;
    const change = decide(team);
    if (!change) return team;
    await tx.teamMember.update({
      where: { teamId_userId: { teamId: key.teamId, userId: key.userId } },
      data: { role: change.role },
    });
    await recordEvent(tx, change.event);
    return findTeam(tx, key.tenantId, key.teamId);
  });
}

/** Teams of the tenant in creation order; with `memberId`, only the teams that user is in. */
export function listTeams(
  prisma: Db,
  tenantId: string,
  memberId: string | null,
  page: CreationPage,
): Promise<TeamRow[]> {
  return prisma.team.findMany({
    where: {
      tenantId,
      ...(memberId ? { members: { some: { userId: memberId } } } : {}),
      ...createdAfter(page),
    },
    include: MEMBERS,
    ...creationQuery(page),
  });
}
