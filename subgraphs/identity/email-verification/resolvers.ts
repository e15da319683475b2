import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { requireUser } from '../common/users';
import { requestEmailVerification, verifyEmail } from './verification-rules';

/** E-mail verification: a signed-in caller asks for a link; following one is public (the token is the credential). */
export const emailVerificationResolvers: Resolvers = {
  Mutation: {
    requestEmailVerification: (_parent, _args, context) =>
      requestEmailVerification(context.deps, requireCaller(context)),
    verifyEmail: (_parent, { input }, context) => verifyEmail(context.deps, input),
  },
  EmailVerificationRequest: {
    user: (request, _args, context) => requireUser(context.deps, request.userId),
  },
};
