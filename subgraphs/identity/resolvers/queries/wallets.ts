import { creditReservation } from '../../domain/credits';
import { teamWallet, userWallet, walletEntries } from '../../domain/wallets';
import type { QueryResolvers } from '../../generated/graphql';

/** Queries of wallets, the ledger and reservations. */
export const walletQueries: QueryResolvers = {
  wallet: (_parent, { userId }, context) => userWallet(context, userId),
  teamWallet: (_parent, { teamId }, context) => teamWallet(context, teamId),
  walletEntries: (_parent, args, context) => walletEntries(context, args),
  creditReservation: (_parent, { id }, context) => creditReservation(context, id),
};
