import { team, teams } from '../../domain/teams';
import type { QueryResolvers } from '../../generated/graphql';

/** Queries of teams. */
export const teamQueries: QueryResolvers = {
  team: (_parent, { id }, context) => team(context, id),
  teams: (_parent, args, context) => teams(context, args),
};
