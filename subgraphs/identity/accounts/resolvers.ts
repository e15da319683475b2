import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { addUser, me, register, tenantUser } from './account-rules';

/** Users and tenants: me, user, register (public), addUser, and the User entity other subgraphs reference. */
export const accountResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, context) => me(context.deps, requireCaller(context)),
    user: (_parent, { id }, context) => tenantUser(context.deps, requireCaller(context), id),
  },
  Mutation: {
    register: (_parent, { input }, context) => register(context.deps, input),
    addUser: (_parent, { input }, context) => addUser(context.deps, requireCaller(context), input),
  },
  User: {
    // Other subgraphs reference users by id; the loader scopes every lookup to the caller's tenant.
    __resolveReference: (reference, context) => context.deps.loaders.userById.load(reference.id),
    emailVerified: (user) => user.emailVerifiedAt !== null,
    tenant: async (user, _args, context) =>
      (await context.deps.loaders.tenantById.load(user.tenantId))!,
  },
};
