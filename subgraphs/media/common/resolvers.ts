import { DateTimeScalar, JSONScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';

/** The scalars of common/schema.graphql and the service's health field. */
export const sharedResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
  Query: {
    mediaHealth: () => ({ status: 'ok' }),
  },
};
