import { requireCaller } from '../../../lib/context';
import { UnauthenticatedError } from '../../../lib/errors';
import type { QueryResolvers } from '../generated/graphql';
import { teamQueries } from './queries/teams';
import { walletQueries } from './queries/wallets';

/** The Query type: accounts here, each feature's fields from its own file. */
export const Query: QueryResolvers = {
  me: async (_parent, _args, context) => {
    const caller = requireCaller(context);
    const user = await context.loaders.userById.load(caller.id);
    if (!user) throw new UnauthenticatedError('The account of this token no longer exists');
    return user;
  },
  user: (_parent, { id }, context) => {
    requireCaller(context);
    return context.loaders.userById.load(id);
  },
  ...walletQueries,
  ...teamQueries,
};
