import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { changePassword } from './password-rules';
import { endedSessions, endSession, mySessions } from './session-list-rules';
import { login, logout, refresh } from './session-rules';

/** Login, refresh and logout are public (the credential is in the input); the rest is the caller's. */
export const sessionResolvers: Resolvers = {
  Query: {
    mySessions: (_parent, _args, context) => mySessions(context.deps, requireCaller(context)),
    endedSessions: (_parent, { since }, context) =>
      endedSessions(context.deps, requireCaller(context), { since: new Date(since) }),
  },
  Mutation: {
    login: (_parent, { input }, context) => login(context.deps, input),
    refresh: (_parent, { input }, context) => refresh(context.deps, input),
    logout: (_parent, { input }, context) => logout(context.deps, input),
    changePassword: (_parent, { input }, context) =>
      changePassword(context.deps, requireCaller(context), input),
    endSession: (_parent, { id }, context) =>
      endSession(context.deps, requireCaller(context), { id }),
  },
};
