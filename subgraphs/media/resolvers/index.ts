import { DateTimeScalar } from '../../../lib/graphql/scalars';
import type { Resolvers } from '../generated/graphql';

export const resolvers: Resolvers = {
  DateTime: DateTimeScalar,
  Query: {
    mediaHealth: () => ({ status: 'ok' }),
  },
};
