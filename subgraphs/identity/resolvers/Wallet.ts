import { entriesOf } from '../domain/wallets';
import type { WalletResolvers } from '../generated/graphql';

export const Wallet: WalletResolvers = {
  entries: (wallet, args, context) => entriesOf(context, wallet.id, args),
};
