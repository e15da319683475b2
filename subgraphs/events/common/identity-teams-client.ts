import { callSubgraph, type SubgraphDirectory } from '../../../lib/subgraph/peers';

const TEAM_MEMBERS = `query EventStaffTeam($id: ID!) { team(id: $id) { members { userId } } }`;

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
  for (const id of teamIds) {
    const { team } = await callSubgraph<{ team: { members: { userId: string }[] } | null }>(
      peers,
      'identity',
      TEAM_MEMBERS,
      { id },
      origin,
    );
    if (team?.members.some((member) => member.userId === userId)) return true;
  }
  return false;
}
