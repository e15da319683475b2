import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { getPreferences, updatePreferences } from './preference-rules';
import { preferenceMap } from './preference-map';
import { checkMapChoices } from './preference-input';

export const preferenceResolvers: Resolvers = {
  Query: {
    myNotificationPreferences: (_parent, _args, context) =>
      getPreferences(context.deps, requireCaller(context)),
    myNotificationPreferenceMap: async (_parent, _args, context) =>
      preferenceMap(await getPreferences(context.deps, requireCaller(context))),
  },
  Mutation: {
    updateNotificationPreferences: (_parent, { input }, context) =>
      updatePreferences(context.deps, requireCaller(context), input),
    updateNotificationPreferenceMap: async (_parent, { input }, context) =>
      preferenceMap(
        await updatePreferences(context.deps, requireCaller(context), {
          preferences: checkMapChoices(input),
        }),
      ),
  },
};
