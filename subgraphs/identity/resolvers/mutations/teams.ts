import { addTeamMember, createTeam } from '../../domain/teams';
import { changeTeamMemberRole } from '../../domain/team-roles';
import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of teams. */
export const teamMutations: MutationResolvers = {
  createTeam: (_parent, { input }, context) => createTeam(context, input),
  addTeamMember: (_parent, { teamId, input }, context) => addTeamMember(context, teamId, input),
  changeTeamMemberRole: (_parent, { teamId, userId, input }, context) => changeTeamMemberRole(context, teamId, userId, input),
};
