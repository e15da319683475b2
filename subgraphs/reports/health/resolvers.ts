import { AppError } from '../../../lib/errors';
import type { Resolvers } from '../generated/graphql';
import { pingDatabase } from './health-store';

/** Public: probes run without a token. Readiness fails as 503 when the database does not answer. */
export const healthResolvers: Resolvers = {
  Query: {
    reportsHealth: async (_parent, { probe }, context) => {
      if (probe === 'live')
        return { probe, status: 'ok', database: null, checkedAt: context.deps.clock.now() };
      try {
        await pingDatabase(context.deps.prisma);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'The reports database is unreachable', 503);
      }
      return { probe, status: 'ok', database: 'ok', checkedAt: context.deps.clock.now() };
    },
  },
};
