import type { Resolvers } from '../generated/graphql';
import { login, refresh } from './session-rules';

/** Login and refresh: public, so no actor. */
export const sessionResolvers: Resolvers = {
  Mutation: {
    login: (_parent, { input }, context) => login(context.deps, input),
    refresh: (_parent, { input }, context) => refresh(context.deps, input),
  },
};
