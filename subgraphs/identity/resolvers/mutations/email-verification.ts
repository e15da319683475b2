import { requestEmailVerification, verifyEmail } from '../../domain/email-verification';
import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of e-mail verification. */
export const emailVerificationMutations: MutationResolvers = {
  requestEmailVerification: (_parent, _args, context) => requestEmailVerification(context),
  verifyEmail: (_parent, { input }, context) => verifyEmail(context, input),
};
