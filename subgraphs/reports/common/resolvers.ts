import { DateTimeScalar, JSONScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';

/** The scalars of common/schema.graphql. */
export const sharedResolvers: Resolvers = {
  DateTime: DateTimeScalar,
  JSON: JSONScalar,
};
