import { AppError } from '../../../lib/errors';
import {
  creditHolds,
  type CallTrace,
  type CreditHolds,
} from '../../../lib/subgraph/clients/identity-credits';
import { callSubgraph, type SubgraphDirectory } from '../../../lib/subgraph/peers';

/*
 * Identity as the events service calls it: the one place events talks to identity. Its credit
 * holds (docs/wallets.md, "Holds"; docs/api/events.md, "Orders"): one hold per paid ticket,
 * confirmed once its order is written, settled once the ticket's fate is decided; and its teams
 * (an event's staff at the door). Every call carries the request id and trace of what it is made
 * for (a request, or one settlement round).
 */

/** Identity's credit holds and teams as the events service calls them. */
export interface IdentityClient extends CreditHolds {
  /**
   * Whether `userId` is a member of one of `teamIds` (an event's staff teams), as identity says,
   * asked as the platform (role `system`, which reads every team of the tenant: docs/wallets.md,
   * "Teams"). A team identity does not know in the tenant has no members. Identity's failures
   * are thrown: a refusal must not be a guess.
   */
  isMemberOfAnyTeam(tenantId: string, teamIds: readonly string[], userId: string): Promise<boolean>;
}

/** One aliased `team` field per staff team, so every team is asked in a single call. */
function teamMembersQuery(count: number): string {
  const variables = Array.from({ length: count }, (_, i) => `$t${i}: ID!`).join(', ');
  const fields = Array.from(
    { length: count },
    (_, i) => `t${i}: team(id: $t${i}) { members { userId } }`,
  ).join(' ');
  return `query EventStaffTeams(${variables}) { ${fields} }`;
}

/**
 * Identity, every call on `trace`: its holds (lib/subgraph/clients/identity-credits.ts) and its
 * teams. A settle of a hold identity never stored (its reserve never arrived: a crash, or a
 * sibling's 402 stopped the order first) holds nothing, so it counts as done.
 */
export function identityClient(peers: SubgraphDirectory, trace: CallTrace): IdentityClient {
  const holds = creditHolds(peers, trace);
  return {
    ...holds,
    async settle(tenantId, reservationId, outcome) {
      try {
        await holds.settle(tenantId, reservationId, outcome);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
      }
    },
    async isMemberOfAnyTeam(tenantId, teamIds, userId) {
      if (teamIds.length === 0) return false;
      const teams = await callSubgraph<Record<string, { members: { userId: string }[] } | null>>(
        peers,
        'identity',
        teamMembersQuery(teamIds.length),
        Object.fromEntries(teamIds.map((id, i) => [`t${i}`, id])),
        { tenantId, ...trace },
      );
      return Object.values(teams).some((team) =>
        team?.members.some((member) => member.userId === userId),
      );
    },
  };
}
