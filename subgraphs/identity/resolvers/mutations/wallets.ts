import { confirmCredits } from '../../domain/credit-holds';
import { reserveCredits, settleCredits } from '../../domain/credits';
import { topUpWallet } from '../../domain/top-ups';
import { transferCredits } from '../../domain/transfers';
import type { MutationResolvers } from '../../generated/graphql';

/** Mutations of wallets, credit transfers and credit reservations. */
export const walletMutations: MutationResolvers = {
  topUpWallet: (_parent, { input }, context) => topUpWallet(context, input),
  transferCredits: (_parent, { input }, context) => transferCredits(context, input),
  reserveCredits: (_parent, { input }, context) => reserveCredits(context, input),
  confirmCredits: (_parent, { input }, context) => confirmCredits(context, input),
  settleCredits: (_parent, { input }, context) => settleCredits(context, input),
};
