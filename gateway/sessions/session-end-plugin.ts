import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode, type DocumentNode } from 'graphql';
import type { RequestContext } from '../../lib/context';
import { serviceLogger } from '../../lib/observability/logger';
import type { EndedSessions } from './ended-sessions';

const log = serviceLogger('sessions');

/** The root mutation fields that end sessions (docs/conventions.md, "Ending a session"). */
const SESSION_ENDING_FIELDS = new Set(['logout', 'changePassword', 'resetPassword', 'endSession']);

/** How long an answer waits for its sessions' end to reach this process (the bus's delay). */
const ARRIVAL_TIMEOUT_MS = 2000;

/**
 * The response keys of the session-ending fields a mutation runs: aliases, inline fragments and
 * fragment spreads on the root type included, as execution finds them.
 */
function sessionEndingKeys(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const keys = new Set<string>();
  const seen = new Set<string>();
  const walk = (selections: OperationDefinitionNode['selectionSet']['selections']): void => {
    for (const selection of selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections);
      else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          walk(fragment.selectionSet.selections);
        }
      } else if (SESSION_ENDING_FIELDS.has(selection.name.value))
        keys.add(selection.alias?.value ?? selection.name.value);
    }
  };
  walk(operation.selectionSet.selections);
  return [...keys];
}

/**
 * A logout, a password change or reset, or endSession answers only once this gateway process
 * refuses the access tokens it ended: the request's `identity.sessions_ended` events are counted
 * from before the mutation runs, and the answer waits for one per move that succeeded (at most
 * two seconds: past that the bus is late, and the end still arrives with it). From /graphql and
 * the REST facade alike. Other gateway processes hear the same events from the bus.
 */
export function sessionEndPlugin(sessions: EndedSessions): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let keys: string[] = [];
      let expected: ReturnType<EndedSessions['expect']> | undefined;
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          keys = sessionEndingKeys(document, operation);
          if (keys.length > 0) expected = sessions.expect(contextValue.requestId);
        },
        async willSendResponse({ response, contextValue }) {
          if (!expected) return;
          const data = response.body.kind === 'single' ? response.body.singleResult.data : null;
          const succeeded = keys.filter((key) => data?.[key] != null).length;
          if (!(await expected.arrival(succeeded, ARRIVAL_TIMEOUT_MS)))
            log.warn(
              { requestId: contextValue.requestId },
              'a session end did not reach this gateway in time: its tokens are refused once it does',
            );
        },
      };
    },
  };
}
