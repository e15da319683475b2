import { requireRole } from '../../../lib/context';
import { addUser, register } from '../domain/accounts';
import { login, refresh } from '../domain/sessions';
import type { MutationResolvers } from '../generated/graphql';
import { emailVerificationMutations } from './mutations/email-verification';
import { teamMutations } from './mutations/teams';
import { walletMutations } from './mutations/wallets';

/** The Mutation type: accounts here, each feature's fields from its own file. */
export const Mutation: MutationResolvers = {
  login: (_parent, { input }, { prisma }) => login(prisma, input.email, input.password),
  refresh: (_parent, { input }, { prisma }) => refresh(prisma, input.refreshToken),
  register: (_parent, { input }, context) => register(context, input),
  addUser: (_parent, { input }, context) => addUser(context, requireRole(context, 'admin', 'system'), input),
  ...emailVerificationMutations,
  ...walletMutations,
  ...teamMutations,
};
