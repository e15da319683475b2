import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { RequestContext } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { checkOperation } from './checks';
import type { RequestLimits } from './options';

/** An AppError as the GraphQL error Apollo Server answers with, at the error's own HTTP status. */
function asGraphQLError(error: AppError): GraphQLError {
  const { extensions } = error.toGraphQLError();
  return new GraphQLError(error.message, {
    extensions: { ...extensions, http: { status: error.httpStatus } },
  });
}

/**
 * Checks every operation, from /graphql and from the REST facade alike, once Apollo Server has
 * parsed and validated it and before the gateway plans it (planning happens in execution). The
 * token count was checked before parsing (graphql-endpoint.ts); it bounds the depth these walks recurse to.
 */
export function requestLimitsPlugin(limits: RequestLimits): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request }) {
          try {
            checkOperation(limits, schema, document, request.variables, request.operationName);
          } catch (error) {
            throw error instanceof AppError ? asGraphQLError(error) : error;
          }
        },
      };
    },
  };
}
