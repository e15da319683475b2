import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';

/**
 * Apollo Server plugin for the gateway: a subscription sent over HTTP is the caller's mistake
 * (400, pointing to graphql-ws), not the 500 that @apollo/gateway's "Execution of subscriptions
 * not supported by gateway" would become.
 */
export const refuseSubscriptionsOverHttp: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError(
          'Subscriptions are served over graphql-ws (graphql-transport-ws) on this same /graphql path',
          {
            extensions: { code: 'VALIDATION_FAILED', httpStatus: 400, http: { status: 400 } },
          },
        );
      },
    };
  },
};
