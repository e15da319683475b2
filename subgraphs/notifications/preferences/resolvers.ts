import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { getPreferences, updatePreferences } from './preference-rules';

export const preferenceResolvers: Resolvers = {
  Query: {
    myNotificationPreferences: (_parent, _args, context) =>
      getPreferences(context.deps, requireCaller(context)),
  },
  Mutation: {
    updateNotificationPreferences: (_parent, { input }, context) =>
      updatePreferences(context.deps, requireCaller(context), input),
  },
};
