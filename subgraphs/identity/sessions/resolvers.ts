import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { changePassword } from './password-rules';
import { login, logout, refresh } from './session-rules';

/** Login, refresh and logout are public (the credential is in the input); a password change is the caller's. */
export const sessionResolvers: Resolvers = {
  Mutation: {
    login: (_parent, { input }, context) => login(context.deps, input),
    refresh: (_parent, { input }, context) => refresh(context.deps, input),
    logout: (_parent, { input }, context) => logout(context.deps, input),
    changePassword: (_parent, { input }, context) =>
      changePassword(context.deps, requireCaller(context), input),
  },
};
