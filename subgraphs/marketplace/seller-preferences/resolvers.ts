import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { getSellerPreferences, setSellerPreferences } from './preferences-rules';

export const sellerPreferencesResolvers: Resolvers = {
  Query: {
    sellerPreferences: (_parent, _args, context) =>
      getSellerPreferences(context.deps, requireCaller(context)),
  },
  Mutation: {
    setSellerPreferences: (_parent, { input }, context) =>
      setSellerPreferences(context.deps, requireCaller(context), input),
  },
};
