import { PLATFORM_CALLER } from '../../lib/context';
import { callSubgraph } from '../../lib/subgraph/peers';
import type { ServedSubgraph } from '../readiness';
import type { EarlierEnds } from './ended-sessions';

const QUERY =
  'query EndedSessions($since: DateTime!) { endedSessions(since: $since) { id endedAt } }';

/**
 * Identity's list of the sessions ended since a time, read as the platform (role `system`). The
 * list is platform-wide, so the call names no real tenant: the nil id of the platform's own
 * caller stands for "the platform". None when the project's identity is not one of the served
 * subgraphs (a foreign supergraph, docs/federation-audit.md).
 */
export function earlierEndsFrom(
  served: ReadonlyMap<string, ServedSubgraph>,
): EarlierEnds | undefined {
  const identity = served.get('identity');
  if (!identity?.own) return undefined;
  const directory = { identity: identity.url };
  return async (since) =>
    (
      await callSubgraph<{ endedSessions: { id: string; endedAt: string }[] }>(
        directory,
        'identity',
        QUERY,
        { since: since.toISOString() },
        { tenantId: PLATFORM_CALLER.id },
      )
    ).endedSessions;
}
