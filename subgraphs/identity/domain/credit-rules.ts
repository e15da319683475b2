import { AppError } from '../../../lib/errors';
import { defineStateMachine } from '../../../lib/state-machine';
import type { InputCheck } from '../../../lib/validation';
import type { CreditReservationStatus } from '../data/reservations';
import type { WalletEntryKind } from '../data/wallets';

export type CreditOutcome = 'charge' | 'release' | 'refund';

/** Most credits one reservation or one top-up may move. */
export const MAX_CREDITS_PER_MOVE = 1_000_000;
/** Most credits a wallet may hold (balance plus unsettled reservations); the column is a 32-bit integer. */
export const MAX_WALLET_HOLDING = 1_000_000_000;
export const MAX_REFERENCE = 200;

const RESERVATION_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

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
 * Release (the job failed) and refund (the job was cancelled) give the reserved credits back.
 */
export const SETTLEMENT_ENTRIES: Record<CreditOutcome, { kind: WalletEntryKind; amount: (reserved: number) => number }> = {
  charge: { kind: 'charge', amount: () => 0 },
  release: { kind: 'release', amount: (reserved) => reserved },
  refund: { kind: 'refund', amount: (reserved) => reserved },
};

export function checkReservationId(check: InputCheck, id: string): InputCheck {
  return check.when(!RESERVATION_ID.test(id), 'reservationId', 'must be 1 to 100 characters of A-Z a-z 0-9 . _ : - (starting with a letter or digit)');
}

export function checkCredits(check: InputCheck, amount: number, reference: string): InputCheck {
  return check
    .number('amount', amount, { required: true, integer: true, min: 1, max: MAX_CREDITS_PER_MOVE })
    .text('reference', reference, { required: true, max: MAX_REFERENCE });
}

export function insufficientCredits(balance: number, amount: number): AppError {
  return new AppError('ERR_INSUFFICIENT_CREDITS', `Insufficient credits: the wallet has ${balance} and this needs ${amount}`, 402);
}
