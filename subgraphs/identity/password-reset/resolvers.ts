import type { Resolvers } from '../generated/graphql';
import { requestPasswordReset, resetPassword } from './reset-rules';

/** Password reset: both public (the address, then the link's token, is all a caller has). */
export const passwordResetResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: (_parent, { input }, context) =>
      requestPasswordReset(context.deps, input),
    resetPassword: (_parent, { input }, context) => resetPassword(context.deps, input),
  },
};
