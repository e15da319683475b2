import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../lib/context';
import type { AppError } from '../../lib/errors';
import { credentialAttempts } from './credential-attempts';
import type { CountedLogin, CredentialLimits } from './credential-limits';
import type { RateDecision } from './limiter';
import { rateLimitHeaders } from './policy';

/** The refusal as Apollo Server answers it: 429 with Retry-After and the RateLimit headers, in the documented envelope. */
function refusal(error: AppError, decision: RateDecision): GraphQLError {
  // Apollo Server reads `http.headers` as a Map (typed here after another library's augmentation).
  const http: Record<string, unknown> = {
    status: 429,
    headers: new HeaderMap(Object.entries(rateLimitHeaders(decision))),
  };
  return new GraphQLError(error.message, {
    extensions: { ...error.toGraphQLError().extensions, http },
  });
}

/** Whether the response refused the credential of the field at `responseKey` (a wrong password, for login). */
function credentialRefused(response: GraphQLResponse, responseKey: string): boolean {
  if (response.body.kind !== 'single') return false;
  return (response.body.singleResult.errors ?? []).some(
    (e) => e.path?.[0] === responseKey && e.extensions?.code === 'UNAUTHENTICATED',
  );
}

/**
 * Applies the credential limits to every operation, from /graphql and the REST facade alike,
 * once Apollo Server has parsed and validated it and before the gateway plans it: the limits
 * must see each alias of a credential field and the e-mail each login names, which only the
 * parsed operation tells. After the answer, a login whose password was right gives back its
 * failure count.
 */
export function credentialLimitsPlugin(
  limits: CredentialLimits,
): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      // Awaited again at the end: another plugin's refusal can end the request while this count
      // is still being made, and what it counted must still be settled.
      let admitting: Promise<CountedLogin[]> | undefined;
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (!operation) return;
          const attempts = credentialAttempts(schema, document, operation, request.variables);
          if (attempts.length === 0) return;
          admitting = limits.admit(contextValue, attempts).then((admission) => {
            if (!admission.allowed) throw refusal(admission.error, admission.decision);
            return admission.counted;
          });
          await admitting;
        },
        async willSendResponse({ response }) {
          // A refusal gave its counts back already.
          const counted = (await admitting?.catch(() => undefined)) ?? [];
          if (counted.length > 0)
            await limits.settle(counted, (responseKey) => credentialRefused(response, responseKey));
        },
      };
    },
  };
}
