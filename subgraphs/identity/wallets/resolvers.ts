import { requireCaller } from '../../../lib/context';
import type { Resolvers } from '../generated/graphql';
import { userOrNull } from '../common/users';
import { topUpWallet } from './top-up-rules';
import { transferCredits } from './transfer-rules';
import { ledgerPage, ledgerRequest } from './wallet-input';
import { entriesOf, teamWallet, userWallet, walletEntries } from './wallet-rules';

/** Wallets, their ledger, top-ups and transfers. */
export const walletResolvers: Resolvers = {
  Query: {
    wallet: (_parent, { userId }, context) =>
      userWallet(context.deps, requireCaller(context), userId),
    teamWallet: (_parent, { teamId }, context) =>
      teamWallet(context.deps, requireCaller(context), teamId),
    // The arguments are read before the caller: a malformed request is 400 whoever sends it.
    walletEntries: (_parent, args, context) => {
      const input = ledgerRequest(args);
      return walletEntries(context.deps, requireCaller(context), input);
    },
  },
  Mutation: {
    topUpWallet: (_parent, { input }, context) =>
      topUpWallet(context.deps, requireCaller(context), input),
    transferCredits: (_parent, { input }, context) =>
      transferCredits(context.deps, requireCaller(context), input),
  },
  Wallet: {
    user: (wallet, _args, context) => userOrNull(context.deps, wallet.userId),
    entries: (wallet, args, context) => {
      const page = ledgerPage(args);
      return entriesOf(context.deps, requireCaller(context), wallet.id, page);
    },
  },
};
