import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { boundedLabel, graphqlOperationDuration } from './metrics';
import { noteOperation } from './request-scope';

/**
 * Times every GraphQL operation of a server (the REST facade's included: they run through the
 * same pipeline) and names it in the request's log line. Operations that never resolve (parse or
 * validation failures) count as type `invalid`.
 */
export function operationMetricsPlugin<TContext extends BaseContext>(
  service: string,
): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const started = process.hrtime.bigint();
      let operation: string | undefined;
      let type = 'invalid';
      return {
        async didResolveOperation({ operationName, operation: definition }) {
          operation = operationName ?? undefined;
          type = definition?.operation ?? 'invalid';
          noteOperation(operation);
        },
        async willSendResponse() {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          graphqlOperationDuration.observe(
            { service, operation: boundedLabel('graphql_operation', operation), type },
            seconds,
          );
        },
      };
    },
  };
}
