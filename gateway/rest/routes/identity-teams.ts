import { routeBuilder, type RestRoute } from '../route';
import { TEAM_FIELDS as TEAM } from './identity-common';

const { query, mutation } = routeBuilder('identity', '/auth/v1');

/** REST paths of `subgraphs/identity/teams/`: docs/api/identity.md, Paths. */
export const identityTeamsRoutes: RestRoute[] = [
  mutation(
    '/teams',
    'Create a team with its first owner (admin)',
    'createTeam',
    TEAM,
    '$input: CreateTeamInput!',
    { errors: [400, 401, 403, 404], status: 201 },
  ),
  query(
    '/teams',
    "The caller's teams (admins: the tenant's), oldest first",
    'teams',
    TEAM,
    '$cursor: String, $limit: Int',
    { paginated: true, errors: [401] },
  ),
  query('/teams/:id', 'Get a team (its members and admins)', 'team', TEAM, '$id: ID!', {
    errors: [401, 403, 404],
  }),
  mutation(
    '/teams/:teamId/members',
    "Add a user of the tenant to a team (admin or the team's owner); answers the team",
    'addTeamMember',
    TEAM,
    '$teamId: ID!, $input: AddTeamMemberInput!',
    { errors: [400, 401, 403, 404, 409], status: 201 },
  ),
  mutation(
    '/teams/:teamId/members/:userId',
    "Change a member's role (admin or the team's owner); the last owner stays; answers the team",
    'changeTeamMemberRole',
    TEAM,
    '$teamId: ID!, $userId: ID!, $input: ChangeTeamMemberRoleInput!',
    { method: 'PATCH', errors: [400, 401, 403, 404], codes: ['INVALID_STATE'] },
  ),
];
