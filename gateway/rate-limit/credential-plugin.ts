import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../lib/context';
import type { AppError } from '../../lib/errors';
import { credentialAttempts } from './credential-attempts';
import type { CountedLogin, CredentialLimits, LoginOutcome } from './credential-limits';
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

/**
 * What the response said of the credential of the login at `responseKey`: refused (a wrong
 * password), signed in (its tokens were answered), or neither (it never ran).
 */
function loginOutcome(response: GraphQLResponse, responseKey: string): LoginOutcome {
  if (response.body.kind !== 'single') return 'unchecked';
  const { data, errors = [] } = response.body.singleResult;
  const failed = errors.filter((e) => e.path?.[0] === responseKey);
  if (failed.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) return 'refused';
  return failed.length === 0 && data?.[responseKey] != null ? 'signed-in' : 'unchecked';
}

/**
 * Applies the credential limits to every operation, from /graphql and the REST facade alike,
 * once Apollo Server has parsed and validated it and before the gateway plans it: the limits
 * must see each alias of a credential field and the e-mail each login names, which only the
 * parsed operation tells. After the answer, a login whose password was right gives back its
 * failure counts and makes its address known to the account.
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
            await limits.settle(counted, (responseKey) => loginOutcome(response, responseKey));
        },
      };
    },
  };
}
