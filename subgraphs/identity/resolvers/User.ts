import type { UserResolvers } from '../generated/graphql';

export const User: UserResolvers = {
  // Other subgraphs reference users by id; the loader scopes every lookup to the caller's tenant.
  __resolveReference: (reference, context) => context.loaders.userById.load(reference.id),
  emailVerified: (user) => user.emailVerifiedAt !== null,
  tenant: async (user, _args, context) => (await context.loaders.tenantById.load(user.tenantId))!,
};
