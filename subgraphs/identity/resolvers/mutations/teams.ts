import { addTeamMember, createTeam } from '../../domain/teams';
import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of teams. */
export const teamMutations: MutationResolvers = {
  createTeam: (_parent, { input }, context) => createTeam(context, input),
  addTeamMember: (_parent, { teamId, input }, context) => addTeamMember(context, teamId, input),
};
