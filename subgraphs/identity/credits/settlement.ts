import type { WalletEntryKind } from '../wallets/wallet-store';

/**
 * How a reservation ends, and what each ending writes to the ledger: data that the rules (which
 * decide the outcome) and the stores (which write its entry, hold-store.ts's sweep too) both read,
 * so neither imports the other's layer.
 */
export type CreditOutcome = 'charge' | 'release' | 'refund';

/**
 * The ledger entry of each outcome. A charge writes a 0 entry: the reserve entry already took
 * the credits, and the 0 entry records in the ledger when and how the reservation was settled.
 * Release (the job failed) and refund (the job was cancelled) give the reserved credits back
 * (`back`: the share of the reserved amount the entry returns to the wallet).
 */
export const SETTLEMENT_ENTRIES: Record<CreditOutcome, { kind: WalletEntryKind; back: 0 | 1 }> = {
  charge: { kind: 'charge', back: 0 },
  release: { kind: 'release', back: 1 },
  refund: { kind: 'refund', back: 1 },
};
