import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestContext } from '../../lib/context';
import { serviceLogger } from '../../lib/observability/logger';
import { rootFields } from '../root-fields';
import type { EndedSessions } from './ended-sessions';

const log = serviceLogger('sessions');

/** The root mutation fields that end sessions (docs/conventions.md, "Ending a session"). */
const SESSION_ENDING_FIELDS = new Set(['logout', 'changePassword', 'resetPassword', 'endSession']);

/** How long an answer waits for its sessions' end to reach this process (the bus's delay). */
const ARRIVAL_TIMEOUT_MS = 2000;

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
          keys = rootFields(document, operation)
            .filter(({ field }) => SESSION_ENDING_FIELDS.has(field.name.value))
            .map(({ responseKey }) => responseKey);
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
