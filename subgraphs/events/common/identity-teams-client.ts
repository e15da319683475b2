import { callSubgraph, type SubgraphDirectory } from '../../../lib/subgraph/peers';

/** One aliased `team` field per staff team, so every team is asked in a single call. */
function teamMembersQuery(count: number): string {
  const variables = Array.from({ length: count }, (_, i) => `$t${i}: ID!`).join(', ');
  const fields = Array.from(
    { length: count },
    (_, i) => `t${i}: team(id: $t${i}) { members { userId } }`,
  ).join(' ');
  return `query EventStaffTeams(${variables}) { ${fields} }`;
}

/** The request a call is made for: its tenant, and the ids that travel with the call. */
export interface TeamsOrigin {
  tenantId: string;
  requestId: string;
  traceId: string;
}

/**
 * Whether `userId` is a member of one of `teamIds` (an event's staff teams), as identity says,
 * asked as the platform (role `system`, which reads every team of the tenant: docs/wallets.md,
 * "Teams"). A team identity does not know in the tenant has no members. Identity's failures are
 * thrown: a refusal must not be a guess.
 */
export async function isMemberOfAnyTeam(
  peers: SubgraphDirectory,
  origin: TeamsOrigin,
  teamIds: readonly string[],
  userId: string,
): Promise<boolean> {
  if (teamIds.length === 0) return false;
  const teams = await callSubgraph<Record<string, { members: { userId: string }[] } | null>>(
    peers,
    'identity',
    teamMembersQuery(teamIds.length),
    Object.fromEntries(teamIds.map((id, i) => [`t${i}`, id])),
    origin,
  );
  return Object.values(teams).some((team) =>
    team?.members.some((member) => member.userId === userId),
  );
}
