import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { requireUser, userOrNull } from '../common/users';
import { changeTeamMemberRole } from './role-rules';
import { addTeamMember, createTeam, team, teams } from './team-rules';

/** Teams, their members and roles. */
export const teamResolvers: Resolvers = {
  Query: {
    team: (_parent, { id }, context) => team(context.deps, requireCaller(context), id),
    teams: (_parent, args, context) => teams(context.deps, requireCaller(context), args),
  },
  Mutation: {
    createTeam: (_parent, { input }, context) =>
      createTeam(context.deps, requireCaller(context), input),
    addTeamMember: (_parent, { teamId, input }, context) =>
      addTeamMember(context.deps, requireCaller(context), { teamId, ...input }),
    changeTeamMemberRole: (_parent, { teamId, userId, input }, context) =>
      changeTeamMemberRole(context.deps, requireCaller(context), {
        teamId,
        userId,
        role: input.role,
      }),
  },
  Team: {
    creator: (team, _args, context) => userOrNull(context.deps, team.createdBy),
  },
  TeamMember: {
    user: (member, _args, context) => requireUser(context.deps, member.userId),
  },
};
