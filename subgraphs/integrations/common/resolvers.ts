import { DateTimeScalar, JSONScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';

/** The scalars and the service's health field. */
export const sharedResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query: {
    integrationsHealth: () => ({ status: 'ok' }),
  },
};
