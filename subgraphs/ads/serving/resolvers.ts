import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { recordPromotedSearch, recordSpherePlacement } from './serving-rules';

/** What the serving pipeline reports. */
export const servingResolvers: Resolvers = {
  Mutation: {
    recordSpherePlacement: (_parent, { input }, context) =>
      recordSpherePlacement(context.deps, requireCaller(context), input),
    recordPromotedSearch: (_parent, { input }, context) =>
      recordPromotedSearch(context.deps, requireCaller(context), input),
  },
};
