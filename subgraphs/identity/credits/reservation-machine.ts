import { defineStateMachine } from '../../../lib/state-machine';
import type { WalletEntryKind } from '../wallets/wallet-store';
import type { CreditReservationStatus } from './reservation-store';

export type CreditOutcome = 'charge' | 'release' | 'refund';

/**
 * A reservation is settled exactly once: each outcome moves it from `reserved` only. Every later
 * settle finds it settled and returns it unchanged.
 */
export const reservationMachine = defineStateMachine<CreditReservationStatus, CreditOutcome>({
  resource: 'credit reservation',
  moves: {
    charge: { from: ['reserved'], to: 'charged' },
    release: { from: ['reserved'], to: 'released' },
    refund: { from: ['reserved'], to: 'refunded' },
  },
});

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
