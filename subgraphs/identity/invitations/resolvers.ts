import type { Resolvers } from '../generated/graphql';
import { acceptInvitation } from './invitation-rules';

/** Accepting an invitation: public (the link's token is the credential). */
export const invitationResolvers: Resolvers = {
  Mutation: {
    acceptInvitation: (_parent, { input }, context) => acceptInvitation(context.deps, input),
  },
};
