import type { MutationResolvers } from '../../generated/graphql';
import { recordPromotedSearch, recordSpherePlacement } from '../../domain/serving';

/** What the serving pipeline reports. */
export const servingMutations: MutationResolvers = {
  recordSpherePlacement: (_parent, { input }, context) => recordSpherePlacement(context, input),
  recordPromotedSearch: (_parent, { input }, context) => recordPromotedSearch(context, input),
};
