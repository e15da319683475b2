import type { Resolvers } from '../generated/graphql';
import { marketplaceHealth } from './health-rules';

export const healthResolvers: Resolvers = {
  Query: {
    // Public: probes run without a token, so no actor.
    marketplaceHealth: (_parent, { probe }, context) => marketplaceHealth(context.deps, probe),
  },
};
